dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 7057 · 2841 reads · peak live 16 ==
  line      reads         cost       %   source
-- xor.dmd
    26          1            3    0.0%   rng = random.Random(SEED)
    27          1            3    0.0%   SECRET = list(range(N_BITS))
    28                                   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    29                                   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    30                                   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    31                                   
    32                                   
    33                                   def train_and_test(params, X, Y, X_test, Y_test):
    34                                       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35                                       return nn.mlp_correct(trained, X_test, Y_test)
    36                                   
    37                                   
    38                                   trace, correct = traced_eval(train_and_test, (INIT, X_TRAIN, Y_TRAIN, X_TEST, Y_TEST))
    39          5           10    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40          6           14    0.2%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41          8           11    0.2%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42          3            3    0.0%   print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    49         89          157    2.2%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         41           73    1.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          1            2    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
-- stdlib/parity.dmd
    20       1280         3449   48.9%*          p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27          2            7    0.1%       for _ in range(m):
    28                                           x = []
    29        128          383    5.4%           for i in range(n):
    30        256          640    9.1%               bit = rng.getrandbits(1)
    31        512         1538   21.8%*              v = rng.uniform(0.5, 1.0)
    32        380          636    9.0%               x.append(v if bit else -v)
    33                                           X.append(x)
    34        128          128    1.8%           Y.append(int(parity_bit(x, secret)))
per function:
  parity_bit                     1280 reads         3449 cost   48.9%
  make_data                      1406 reads         3332 cost   47.2%
  mlp_init                        131 reads          232 cost    3.3%
  <module>                         24 reads           44 cost    0.6%
depths:
           1..1                 553 reads          553 cost
           2..3                  54 reads          108 cost
           4..7                1210 reads         2939 cost
           8..15               1024 reads         3457 cost

== measured call 1 · train_and_test() at line 38 · cost 1047778 · 367388 reads · peak live 472 ==
  line      reads         cost       %   source
-- stdlib/nn.dmd
    15      43008       167533   16.0%*      s = w[0] * x[0]
    16      21504        63102    6.0%       for i in range(1, len(x)):
    17      64512       188395   18.0%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      44352       108683   10.4%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56                                       a = linear(W1, b1, x)
    57                                       z = b2
    58       1344         1344    0.1%       for j in range(len(a)):
    59      43008        93858    9.0%           if a[j] > 0:
    60      23682        67180    6.4%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68          1            1    0.0%       W1 = [row[:] for row in params[0]]
    69          1            1    0.0%       b1 = params[1][:]
    70          1            1    0.0%       w2 = params[2][:]
    71          2            3    0.0%       b2 = params[3][0]
    72                                       n_hidden = len(W1)
    73          1            2    0.0%       n_in = len(W1[0])
    74          4           45    0.0%       keep = 1.0 - lr * weight_decay
    75          1           21    0.0%       for epoch in range(epochs):
    76         60          349    0.0%           for start in range(0, len(X), batch):
    77       1600         4025    0.4%               stop = min(start + batch, len(X))
    78       1280         3820    0.4%               scale = lr / (stop - start)
    79       2880         5756    0.5%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        320          640    0.1%               gb = [0.0] * n_hidden
    81        320          320    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83        640         1918    0.2%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        35194    3.4%                   t = 2 * Y[s] - 1
    86                                                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        17155    1.6%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          669    0.1%                   gb2 = gb2 - t
    91         66          529    0.1%                   for j in range(n_hidden):
    92       2112         4825    0.5%                       if a[j] > 0:
    93       1302         3270    0.3%                           gw2[j] = gw2[j] - t * a[j]
    94        558         1519    0.1%                           d = t * w2[j]
    95        744         2140    0.2%                           gb[j] = gb[j] - d
    96        186          186    0.0%                           row = gW[j]
    97        186          981    0.1%                           for i in range(n_in):
    98       2604         6506    0.6%                               row[i] = row[i] - d * x[i]
    99        320         2186    0.2%               for j in range(n_hidden):
   100       2560         2560    0.2%                   row = W1[j]
   101       2560         2560    0.2%                   grow = gW[j]
   102       2560         8997    0.9%                   for i in range(n_in):
   103      46080       133219   12.7%*                      row[i] = row[i] * keep - scale * grow[i]
   104      17920        46632    4.5%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        64326    6.1%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         3971    0.4%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114          1            1    0.0%       for s in range(len(X)):
   115        128          260    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         1815    0.2%           correct = correct + ((z > 0) == Y[s])
per function:
  dot                          129024 reads       419030 cost   40.0%
  mlp_train                    125401 reads       355607 cost   33.9%
  mlp_forward                   68034 reads       162382 cost   15.5%
  linear                        44352 reads       108683 cost   10.4%
  mlp_correct                     577 reads         2076 cost    0.2%
depths:
           1..1              151177 reads       151177 cost
           2..3               36515 reads        73030 cost
           4..7               73651 reads       201828 cost
           8..15              38440 reads       128133 cost
          16..31               7698 reads        40568 cost
          32..63              55256 reads       384702 cost
          64..127               819 reads         7536 cost
         128..255              3816 reads        60517 cost
         256..511                16 reads          287 cost
