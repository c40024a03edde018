dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 2375555 · 926158 reads · peak live 461123 ==
  line      reads         cost       %   source
-- xor.dmd
    26          1            3    0.0%   rng = random.Random(SEED)
    27          4            8    0.0%   SECRET = list(range(N_BITS))
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
    39         12         2060    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40         13         3419    0.1%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41         11          695    0.0%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42     461120       922241   38.8%*  print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    15      43008       197505    8.3%       s = w[0] * x[0]
    16      53760       158522    6.7%       for i in range(1, len(x)):
    17      64512       209004    8.8%           s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      68544       214174    9.0%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49        122          334    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         50          125    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          2            5    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       1344         9729    0.4%       a = linear(W1, b1, x)
    57                                       z = b2
    58      14784        26999    1.1%       for j in range(len(a)):
    59      43008       103819    4.4%           if a[j] > 0:
    60      23682        72196    3.0%               z = z + w2[j] * a[j]
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
    75         22          374    0.0%       for epoch in range(epochs):
    76        420         3087    0.1%           for start in range(0, len(X), batch):
    77       2880         8655    0.4%               stop = min(start + batch, len(X))
    78       1280         4140    0.2%               scale = lr / (stop - start)
    79       8320        18877    0.8%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.1%               gb = [0.0] * n_hidden
    81        640         1280    0.1%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2240        11226    0.5%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        40223    1.7%                   t = 2 * Y[s] - 1
    86       1280         9313    0.4%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18305    0.8%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          689    0.0%                   gb2 = gb2 - t
    91        660         2044    0.1%                   for j in range(n_hidden):
    92       2112         5105    0.2%                       if a[j] > 0:
    93       1302         3300    0.1%                           gw2[j] = gw2[j] - t * a[j]
    94        558         1533    0.1%                           d = t * w2[j]
    95        744         2162    0.1%                           gb[j] = gb[j] - d
    96        186          186    0.0%                           row = gW[j]
    97        744         2045    0.1%                           for i in range(n_in):
    98       2604         6855    0.3%                               row[i] = row[i] - d * x[i]
    99       3200        10480    0.4%               for j in range(n_hidden):
   100       2560         2560    0.1%                   row = W1[j]
   101       2560         2560    0.1%                   grow = gW[j]
   102      10240        29030    1.2%                   for i in range(n_in):
   103      46080       136436    5.7%                       row[i] = row[i] * keep - scale * grow[i]
   104      17920        46680    2.0%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        65741    2.8%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         3972    0.2%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         67          419    0.0%       for s in range(len(X)):
   115        192          676    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         1989    0.1%           correct = correct + ((z > 0) == Y[s])
-- stdlib/parity.dmd
    19        384         1278    0.1%       for j in secret:
    20       1280         4343    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27        132          535    0.0%       for _ in range(m):
    28                                           x = []
    29        512         1408    0.1%           for i in range(n):
    30        256          896    0.0%               bit = rng.getrandbits(1)
    31        512         2044    0.1%               v = rng.uniform(0.5, 1.0)
    32        380          636    0.0%               x.append(v if bit else -v)
    33                                           X.append(x)
    34        256          895    0.0%           Y.append(int(parity_bit(x, secret)))
per function:
  <module>                     461166 reads       928472 cost   39.1%
  dot                          161280 reads       565031 cost   23.8%
  mlp_train                    147755 reads       439510 cost   18.5%
  linear                        68544 reads       214174 cost    9.0%
  mlp_forward                   82818 reads       212743 cost    9.0%
  make_data                      2048 reads         6414 cost    0.3%
  parity_bit                     1664 reads         5621 cost    0.2%
  mlp_correct                     707 reads         3084 cost    0.1%
  mlp_init                        174 reads          464 cost    0.0%
  train_and_test                    2 reads           42 cost    0.0%
depths:
           1..1              164202 reads       164202 cost
           2..3              516057 reads      1032114 cost
           4..7               80680 reads       213165 cost
           8..15              86586 reads       337864 cost
          16..31               9423 reads        48958 cost
          32..63              59540 reads       438566 cost
          64..127              4403 reads        39218 cost
         128..255               256 reads         3644 cost
         256..511              4737 reads        85206 cost
         512..1023              265 reads         6498 cost
      262144..524287              9 reads         6120 cost

== measured call 1 · train_and_test() at line 38 · cost 1430697 · 461106 reads · peak live 606 ==
  line      reads         cost       %   source
-- xor.dmd
    34          1           24    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          1           18    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15      43008       196400   13.7%*      s = w[0] * x[0]
    16      53760       157420   11.0%*      for i in range(1, len(x)):
    17      64512       207894   14.5%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22      68544       214172   15.0%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    58      14784        26999    1.9%       for j in range(len(a)):
    59      43008       103819    7.3%           if a[j] > 0:
    60      23682        72196    5.0%               z = z + w2[j] * a[j]
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
    75         22          374    0.0%       for epoch in range(epochs):
    76        420         3074    0.2%           for start in range(0, len(X), batch):
    77       2880         8654    0.6%               stop = min(start + batch, len(X))
    78       1280         4139    0.3%               scale = lr / (stop - start)
    79       8320        18875    1.3%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80        640         1280    0.1%               gb = [0.0] * n_hidden
    81        640         1280    0.1%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2240        11224    0.8%               for s in range(start, stop):
    84       1280         1280    0.1%                   x = X[s]
    85       6400        39770    2.8%                   t = 2 * Y[s] - 1
    86       1280         9312    0.7%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18305    1.3%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          689    0.0%                   gb2 = gb2 - t
    91        660         2044    0.1%                   for j in range(n_hidden):
    92       2112         5105    0.4%                       if a[j] > 0:
    93       1302         3300    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94        558         1533    0.1%                           d = t * w2[j]
    95        744         2162    0.2%                           gb[j] = gb[j] - d
    96        186          186    0.0%                           row = gW[j]
    97        744         2045    0.1%                           for i in range(n_in):
    98       2604         6855    0.5%                               row[i] = row[i] - d * x[i]
    99       3200        10480    0.7%               for j in range(n_hidden):
   100       2560         2560    0.2%                   row = W1[j]
   101       2560         2560    0.2%                   grow = gW[j]
   102      10240        29030    2.0%                   for i in range(n_in):
   103      46080       136436    9.5%                       row[i] = row[i] * keep - scale * grow[i]
   104      17920        46680    3.3%                   b1[j] = b1[j] - scale * gb[j]
   105      23040        65741    4.6%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         3972    0.3%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114         67          419    0.0%       for s in range(len(X)):
   115        192          676    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        448         1891    0.1%           correct = correct + ((z > 0) == Y[s])
per function:
  dot                          161280 reads       561714 cost   39.3%
  mlp_train                    147755 reads       439041 cost   30.7%
  linear                        68544 reads       214172 cost   15.0%
  mlp_forward                   82818 reads       212742 cost   14.9%
  mlp_correct                     707 reads         2986 cost    0.2%
  train_and_test                    2 reads           42 cost    0.0%
depths:
           1..1              163641 reads       163641 cost
           2..3               54775 reads       109550 cost
           4..7               79172 reads       208901 cost
           8..15              85797 reads       334855 cost
          16..31               8531 reads        44625 cost
          32..63              59726 reads       439841 cost
          64..127              4405 reads        39255 cost
         128..255               256 reads         3628 cost
         256..511              4796 reads        86233 cost
         512..1023                7 reads          168 cost
