dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 3561666 · 1384802 reads · peak live 688824 ==
  line      reads         cost       %   source
-- parity3.dmd
    26          1            3    0.0%   rng = random.Random(SEED)
    27          7           13    0.0%   SECRET = list(range(N_BITS))
    28          1            4    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    29          1           19    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    30          1           26    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    31                                   
    32                                   
    33                                   def train_and_test(params, X, Y, X_test, Y_test):
    34          1           27    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          1           20    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
    36                                   
    37                                   
    38          2            2    0.0%   trace, correct = traced_eval(train_and_test, (INIT, X_TRAIN, Y_TRAIN, X_TEST, Y_TEST))
    39         12         2510    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40         13         4169    0.1%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41         11          845    0.0%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42     688821      1377643   38.7%*  print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    15      43008       211366    5.9%       s = w[0] * x[0]
    16      86016       215217    6.0%       for i in range(1, len(x)):
    17     129024       444519   12.5%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      71232       231682    6.5%       return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33                                       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41                                       m = max(v)
    42                                       e = [exp(a - m) for a in v]
    43                                       s = sum(e)
    44                                       return [a / s for a in e]
    45                                   
    46                                   
    47                                   def mlp_init(rng, n_in, n_hidden):
    48                                       """Gaussian weights (std 1/sqrt(fan-in)), zero biases."""
    49        212          560    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         60          153    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          2            5    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       1344        10685    0.3%       a = linear(W1, b1, x)
    57                                       z = b2
    58      17472        32150    0.9%       for j in range(len(a)):
    59      43008       110493    3.1%           if a[j] > 0:
    60      24708        81471    2.3%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           61    0.0%       W1 = [row[:] for row in params[0]]
    69          2            4    0.0%       b1 = params[1][:]
    70          2            4    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4           14    0.0%       keep = 1.0 - lr * weight_decay
    75         24          419    0.0%       for epoch in range(epochs):
    76        460         3511    0.1%           for start in range(0, len(X), batch):
    77       2880         8670    0.2%               stop = min(start + batch, len(X))
    78       1280         4140    0.1%               scale = lr / (stop - start)
    79       8960        20156    0.6%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.0%               gb = [0.0] * n_hidden
    81        640         1280    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2880        13268    0.4%               for s in range(start, stop):
    84       1280         1280    0.0%                   x = X[s]
    85       6400        45202    1.3%                   t = 2 * Y[s] - 1
    86       1280        10237    0.3%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        19834    0.6%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90       1068         6090    0.2%                   gb2 = gb2 - t
    91       6408        19099    0.5%                   for j in range(n_hidden):
    92      17088        43509    1.2%                       if a[j] > 0:
    93      12425        31350    0.9%                           gw2[j] = gw2[j] - t * a[j]
    94       5325        15211    0.4%                           d = t * w2[j]
    95       7100        20225    0.6%                           gb[j] = gb[j] - d
    96       1775         1775    0.0%                           row = gW[j]
    97      12425        29760    0.8%                           for i in range(n_in):
    98      37275        99753    2.8%                               row[i] = row[i] - d * x[i]
    99       3840        12720    0.4%               for j in range(n_hidden):
   100       2560         2560    0.1%                   row = W1[j]
   101       2560         2560    0.1%                   grow = gW[j]
   102      17920        40864    1.1%                   for i in range(n_in):
   103      69120       223972    6.3%                       row[i] = row[i] * keep - scale * grow[i]
   104      17920        56158    1.6%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        72038    2.0%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         5551    0.2%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         69          456    0.0%       for s in range(len(X)):
   115        192          709    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         2142    0.1%           correct = correct + ((z > 0) == Y[s])
-- stdlib/parity.dmd
    19        512         1662    0.0%       for j in secret:
    20       1920         6518    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27        136          670    0.0%       for _ in range(m):
    28                                           x = []
    29        896         2303    0.1%           for i in range(n):
    30        768         2814    0.1%               bit = rng.getrandbits(1)
    31       1152         3581    0.1%               v = rng.uniform(0.5, 1.0)
    32        955         2491    0.1%               x.append(v if bit else -v)
    33        128          638    0.0%           X.append(x)
    34        384         1534    0.0%           Y.append(int(parity_bit(x, secret)))
per function:
  <module>                     688870 reads      1385234 cost   38.9%
  dot                          258048 reads       871102 cost   24.5%
  mlp_train                    272284 reads       812566 cost   22.8%
  mlp_forward                   86532 reads       234799 cost    6.6%
  linear                        71232 reads       231682 cost    6.5%
  make_data                      4419 reads        14031 cost    0.4%
  parity_bit                     2432 reads         8180 cost    0.2%
  mlp_correct                     709 reads         3307 cost    0.1%
  mlp_init                        274 reads          718 cost    0.0%
  train_and_test                    2 reads           47 cost    0.0%
depths:
           1..1              252624 reads       252624 cost
           2..3              783644 reads      1567288 cost
           4..7              129662 reads       338330 cost
           8..15             102854 reads       401865 cost
          16..31              17871 reads        91741 cost
          32..63              48659 reads       371962 cost
          64..127             42850 reads       396061 cost
         128..255               265 reads         3771 cost
         256..511              6035 reads       121491 cost
         512..1023              329 reads         9063 cost
      524288..1048575             9 reads         7470 cost

== measured call 1 · train_and_test() at line 38 · cost 2148031 · 688807 reads · peak live 754 ==
  line      reads         cost       %   source
-- parity3.dmd
    34          1           27    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          1           20    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15      43008       210137    9.8%       s = w[0] * x[0]
    16      86016       214010   10.0%       for i in range(1, len(x)):
    17     129024       442077   20.6%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      71232       231681   10.8%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33                                       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41                                       m = max(v)
    42                                       e = [exp(a - m) for a in v]
    43                                       s = sum(e)
    44                                       return [a / s for a in e]
    45                                   
    46                                   
    47                                   def mlp_init(rng, n_in, n_hidden):
    48                                       """Gaussian weights (std 1/sqrt(fan-in)), zero biases."""
    49                                       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50                                       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51                                       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       1344        10685    0.5%       a = linear(W1, b1, x)
    57                                       z = b2
    58      17472        32150    1.5%       for j in range(len(a)):
    59      43008       110493    5.1%           if a[j] > 0:
    60      24708        81466    3.8%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           44    0.0%       W1 = [row[:] for row in params[0]]
    69          2            7    0.0%       b1 = params[1][:]
    70          2            7    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4           36    0.0%       keep = 1.0 - lr * weight_decay
    75         24          418    0.0%       for epoch in range(epochs):
    76        460         3497    0.2%           for start in range(0, len(X), batch):
    77       2880         8670    0.4%               stop = min(start + batch, len(X))
    78       1280         4140    0.2%               scale = lr / (stop - start)
    79       8960        20153    0.9%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.1%               gb = [0.0] * n_hidden
    81        640         1280    0.1%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2880        13266    0.6%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        44710    2.1%                   t = 2 * Y[s] - 1
    86       1280        10237    0.5%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        19834    0.9%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90       1068         6090    0.3%                   gb2 = gb2 - t
    91       6408        19099    0.9%                   for j in range(n_hidden):
    92      17088        43509    2.0%                       if a[j] > 0:
    93      12425        31350    1.5%                           gw2[j] = gw2[j] - t * a[j]
    94       5325        15211    0.7%                           d = t * w2[j]
    95       7100        20225    0.9%                           gb[j] = gb[j] - d
    96       1775         1775    0.1%                           row = gW[j]
    97      12425        29760    1.4%                           for i in range(n_in):
    98      37275        99753    4.6%                               row[i] = row[i] - d * x[i]
    99       3840        12720    0.6%               for j in range(n_hidden):
   100       2560         2560    0.1%                   row = W1[j]
   101       2560         2560    0.1%                   grow = gW[j]
   102      17920        40864    1.9%                   for i in range(n_in):
   103      69120       223972   10.4%*                      row[i] = row[i] * keep - scale * grow[i]
   104      17920        56158    2.6%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        72038    3.4%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         5551    0.3%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         69          455    0.0%       for s in range(len(X)):
   115        192          709    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         2056    0.1%           correct = correct + ((z > 0) == Y[s])
per function:
  dot                          258048 reads       866224 cost   40.3%
  mlp_train                    272284 reads       812065 cost   37.8%
  mlp_forward                   86532 reads       234794 cost   10.9%
  linear                        71232 reads       231681 cost   10.8%
  mlp_correct                     709 reads         3220 cost    0.1%
  train_and_test                    2 reads           47 cost    0.0%
depths:
           1..1              251723 reads       251723 cost
           2..3               94127 reads       188254 cost
           4..7              127085 reads       330732 cost
           8..15             101783 reads       398259 cost
          16..31              15964 reads        82339 cost
          32..63              48952 reads       374285 cost
          64..127             42795 reads       395584 cost
         128..255               276 reads         3954 cost
         256..511              6095 reads       122712 cost
         512..1023                7 reads          189 cost
