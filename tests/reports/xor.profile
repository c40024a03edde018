dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 2501252 · 996424 reads · peak live 495591 ==
  line      reads         cost       %   source
-- xor.dmd
    26          1            3    0.0%   rng = random.Random(SEED)
    27          6           11    0.0%   SECRET = list(range(N_BITS))
    28          1            4    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    29          1           17    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    30          1           23    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    31                                   
    32                                   
    33                                   def train_and_test(params, X, Y, X_test, Y_test):
    34          1           24    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          1           18    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
    36                                   
    37                                   
    38          2            2    0.0%   trace, correct = traced_eval(train_and_test, (INIT, X_TRAIN, Y_TRAIN, X_TEST, Y_TEST))
    39         12         2132    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40         13         3539    0.1%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41         11          719    0.0%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42     495588       991177   39.6%*  print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    15      43008       197505    7.9%       s = w[0] * x[0]
    16      75264       190778    7.6%       for i in range(1, len(x)):
    17      64512       209004    8.4%           s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      71232       218206    8.7%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49        156          410    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         60          152    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          2            5    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       1344         9729    0.4%       a = linear(W1, b1, x)
    57                                       z = b2
    58      17472        31031    1.2%       for j in range(len(a)):
    59      43008       103819    4.2%           if a[j] > 0:
    60      23682        72196    2.9%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           59    0.0%       W1 = [row[:] for row in params[0]]
    69          2            4    0.0%       b1 = params[1][:]
    70          2            4    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4           14    0.0%       keep = 1.0 - lr * weight_decay
    75         24          377    0.0%       for epoch in range(epochs):
    76        460         3147    0.1%           for start in range(0, len(X), batch):
    77       2880         8655    0.3%               stop = min(start + batch, len(X))
    78       1280         4140    0.2%               scale = lr / (stop - start)
    79       8960        19837    0.8%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.1%               gb = [0.0] * n_hidden
    81        640         1280    0.1%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2880        12186    0.5%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        40223    1.6%                   t = 2 * Y[s] - 1
    86       1280         9313    0.4%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18305    0.7%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          689    0.0%                   gb2 = gb2 - t
    91        792         2242    0.1%                   for j in range(n_hidden):
    92       2112         5105    0.2%                       if a[j] > 0:
    93       1302         3300    0.1%                           gw2[j] = gw2[j] - t * a[j]
    94        558         1533    0.1%                           d = t * w2[j]
    95        744         2162    0.1%                           gb[j] = gb[j] - d
    96        186          186    0.0%                           row = gW[j]
    97       1116         2603    0.1%                           for i in range(n_in):
    98       2604         6855    0.3%                               row[i] = row[i] - d * x[i]
    99       3840        11440    0.5%               for j in range(n_hidden):
   100       2560         2560    0.1%                   row = W1[j]
   101       2560         2560    0.1%                   grow = gW[j]
   102      15360        36710    1.5%                   for i in range(n_in):
   103      46080       136436    5.5%                       row[i] = row[i] * keep - scale * grow[i]
   104      17920        46680    1.9%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        65741    2.6%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         3972    0.2%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         69          422    0.0%       for s in range(len(X)):
   115        192          676    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         1989    0.1%           correct = correct + ((z > 0) == Y[s])
-- stdlib/parity.dmd
    19        384         1278    0.1%       for j in secret:
    20       1280         4472    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27        136          668    0.0%       for _ in range(m):
    28                                           x = []
    29        768         1919    0.1%           for i in range(n):
    30        512         2046    0.1%               bit = rng.getrandbits(1)
    31        768         2557    0.1%               v = rng.uniform(0.5, 1.0)
    32        636         1660    0.1%               x.append(v if bit else -v)
    33        128          638    0.0%           X.append(x)
    34        384         1534    0.1%           Y.append(int(parity_bit(x, secret)))
per function:
  <module>                     495636 reads       997627 cost   39.9%
  dot                          182784 reads       597287 cost   23.9%
  mlp_train                    155341 reads       450889 cost   18.0%
  linear                        71232 reads       218206 cost    8.7%
  mlp_forward                   85506 reads       216775 cost    8.7%
  make_data                      3332 reads        11022 cost    0.4%
  parity_bit                     1664 reads         5750 cost    0.2%
  mlp_correct                     709 reads         3087 cost    0.1%
  mlp_init                        218 reads          567 cost    0.0%
  train_and_test                    2 reads           42 cost    0.0%
depths:
           1..1              181577 reads       181577 cost
           2..3              568155 reads      1136310 cost
           4..7               80687 reads       213441 cost
           8..15              86610 reads       337686 cost
          16..31              10185 reads        52770 cost
          32..63              59540 reads       438566 cost
          64..127              4403 reads        39218 cost
         128..255               256 reads         3644 cost
         256..511              4737 reads        85206 cost
         512..1023              265 reads         6498 cost
      262144..524287              9 reads         6336 cost

== measured call 1 · train_and_test() at line 38 · cost 1482399 · 495574 reads · peak live 606 ==
  line      reads         cost       %   source
-- xor.dmd
    34          1           24    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          1           18    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15      43008       196400   13.2%*      s = w[0] * x[0]
    16      75264       189676   12.8%*      for i in range(1, len(x)):
    17      64512       207894   14.0%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      71232       218204   14.7%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56       1344         9728    0.7%       a = linear(W1, b1, x)
    57                                       z = b2
    58      17472        31031    2.1%       for j in range(len(a)):
    59      43008       103819    7.0%           if a[j] > 0:
    60      23682        72196    4.9%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           41    0.0%       W1 = [row[:] for row in params[0]]
    69          2            6    0.0%       b1 = params[1][:]
    70          2            6    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4           32    0.0%       keep = 1.0 - lr * weight_decay
    75         24          377    0.0%       for epoch in range(epochs):
    76        460         3134    0.2%           for start in range(0, len(X), batch):
    77       2880         8654    0.6%               stop = min(start + batch, len(X))
    78       1280         4139    0.3%               scale = lr / (stop - start)
    79       8960        19835    1.3%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.1%               gb = [0.0] * n_hidden
    81        640         1280    0.1%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2880        12184    0.8%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        39770    2.7%                   t = 2 * Y[s] - 1
    86       1280         9312    0.6%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18305    1.2%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          689    0.0%                   gb2 = gb2 - t
    91        792         2242    0.2%                   for j in range(n_hidden):
    92       2112         5105    0.3%                       if a[j] > 0:
    93       1302         3300    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94        558         1533    0.1%                           d = t * w2[j]
    95        744         2162    0.1%                           gb[j] = gb[j] - d
    96        186          186    0.0%                           row = gW[j]
    97       1116         2603    0.2%                           for i in range(n_in):
    98       2604         6855    0.5%                               row[i] = row[i] - d * x[i]
    99       3840        11440    0.8%               for j in range(n_hidden):
   100       2560         2560    0.2%                   row = W1[j]
   101       2560         2560    0.2%                   grow = gW[j]
   102      15360        36710    2.5%                   for i in range(n_in):
   103      46080       136436    9.2%                       row[i] = row[i] * keep - scale * grow[i]
   104      17920        46680    3.1%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        65741    4.4%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         3972    0.3%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         69          422    0.0%       for s in range(len(X)):
   115        192          676    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         1891    0.1%           correct = correct + ((z > 0) == Y[s])
per function:
  dot                          182784 reads       593970 cost   40.1%
  mlp_train                    155341 reads       450420 cost   30.4%
  linear                        71232 reads       218204 cost   14.7%
  mlp_forward                   85506 reads       216774 cost   14.6%
  mlp_correct                     709 reads         2989 cost    0.2%
  train_and_test                    2 reads           42 cost    0.0%
depths:
           1..1              180875 reads       180875 cost
           2..3               72009 reads       144018 cost
           4..7               79172 reads       208901 cost
           8..15              85797 reads       334855 cost
          16..31               8531 reads        44625 cost
          32..63              59726 reads       439841 cost
          64..127              4405 reads        39255 cost
         128..255               256 reads         3628 cost
         256..511              4796 reads        86233 cost
         512..1023                7 reads          168 cost
