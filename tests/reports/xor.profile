dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 4414303 · 1506779 reads · peak live 749280 ==
  line      reads         cost       %   source
-- xor.dmd
    10          1            1    0.0%   import random
    11                                   
    12          2            2    0.0%   from bytedmd import traced_eval, trace_to_bytedmd
    13          1            1    0.0%   import nn
    14          1            1    0.0%   import parity
    15                                   
    16          1            1    0.0%   N_BITS = 2
    17          1            1    0.0%   SEED = 1
    18          1            1    0.0%   N_TRAIN = 64
    19          1            2    0.0%   N_TEST = 64
    20          1            1    0.0%   HIDDEN = 8
    21          1            1    0.0%   EPOCHS = 20
    22          1            1    0.0%   LR = 0.5
    23          1            1    0.0%   BATCH = 4
    24          1            1    0.0%   WEIGHT_DECAY = 0.0
    25                                   
    26          3           11    0.0%   rng = random.Random(SEED)
    27          9           15    0.0%   SECRET = list(range(N_BITS))
    28          7           29    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    29          7          133    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    30          6          142    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    31                                   
    32                                   
    33                                   def train_and_test(params, X, Y, X_test, Y_test):
    34         10          178    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          6           65    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
    36                                   
    37                                   
    38         15          105    0.0%   trace, correct = traced_eval(train_and_test, (INIT, X_TRAIN, Y_TRAIN, X_TEST, Y_TEST))
    39         13         3486    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40         14         4354    0.1%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41         12          886    0.0%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42     749278      1499422   34.0%*  print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    11          1            1    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15      64512       290411    6.6%       s = w[0] * x[0]
    16     118272       366630    8.3%       for i in range(1, len(x)):
    17      86016       319509    7.2%           s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     130368       599027   13.6%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49        222          688    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         86          260    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          8           22    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       6720        35860    0.8%       a = linear(W1, b1, x)
    57       1344        10748    0.2%       z = b2
    58      22848        50728    1.1%       for j in range(len(a)):
    59      53760       137906    3.1%           if a[j] > 0:
    60      31576       105289    2.4%               z = z + w2[j] * a[j]
    61       2688         5046    0.1%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         52          315    0.0%       W1 = [row[:] for row in params[0]]
    69         12           82    0.0%       b1 = params[1][:]
    70         12           85    0.0%       w2 = params[2][:]
    71          5           28    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           22    0.0%       n_in = len(W1[0])
    74          4           19    0.0%       keep = 1.0 - lr * weight_decay
    75         26          402    0.0%       for epoch in range(epochs):
    76        540         4300    0.1%           for start in range(0, len(X), batch):
    77       4160        18305    0.4%               stop = min(start + batch, len(X))
    78       1280         4778    0.1%               scale = lr / (stop - start)
    79      17280        47310    1.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       1600         4800    0.1%               gb = [0.0] * n_hidden
    81       1600         4480    0.1%               gw2 = [0.0] * n_hidden
    82        320         1280    0.0%               gb2 = 0.0
    83       3520        19286    0.4%               for s in range(start, stop):
    84       3840        38646    0.9%                   x = X[s]
    85       7680        59991    1.4%                   t = 2 * Y[s] - 1
    86       8960        68687    1.6%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18834    0.4%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          784    0.0%                   gb2 = gb2 - t
    91        924         2880    0.1%                   for j in range(n_hidden):
    92       2640         7188    0.2%                       if a[j] > 0:
    93       1860         6775    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94        744         2978    0.1%                           d = t * w2[j]
    95       1116         4693    0.1%                           gb[j] = gb[j] - d
    96        558         3451    0.1%                           row = gW[j]
    97       1488         3982    0.1%                           for i in range(n_in):
    98       3720        13033    0.3%                               row[i] = row[i] - d * x[i]
    99       4480        15762    0.4%               for j in range(n_hidden):
   100       7680        36664    0.8%                   row = W1[j]
   101       7680        47109    1.1%                   grow = gW[j]
   102      20480        52316    1.2%                   for i in range(n_in):
   103      61440       225394    5.1%                       row[i] = row[i] * keep - scale * grow[i]
   104      25600       104678    2.4%                   b1[j] = b1[j] - scale * gb[j]
   105      30720       119586    2.7%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         6643    0.2%               b2 = b2 - scale * gb2
   107          4           10    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           14    0.0%       W1, b1, w2, b2 = params
   113          1            7    0.0%       correct = 0
   114         73          537    0.0%       for s in range(len(X)):
   115        704         5365    0.1%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        512         2867    0.1%           correct = correct + ((z > 0) == Y[s])
-- stdlib/parity.dmd
    18        128          762    0.0%       p = False
    19        768         3199    0.1%       for j in secret:
    20       1536         4213    0.1%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27        140          792    0.0%       for _ in range(m):
    28                                           x = []
    29       1024         2932    0.1%           for i in range(n):
    30        768         3451    0.1%               bit = rng.getrandbits(1)
    31       1024         3578    0.1%               v = rng.uniform(0.5, 1.0)
    32       1024         3010    0.1%               x.append(v if bit else -v)
    33        384         1786    0.0%           X.append(x)
    34       1024         5228    0.1%           Y.append(int(parity_bit(x, secret)))
    35          4            9    0.0%       return X, Y
per function:
  <module> (line 0)            749378 reads      1508598 cost   34.2%
  dot                          268800 reads       976550 cost   22.1%
  mlp_train                    229845 reads       945587 cost   21.4%
  linear                       130368 reads       599027 cost   13.6%
  mlp_forward                  118936 reads       345577 cost    7.8%
  make_data                      5392 reads        20786 cost    0.5%
  mlp_correct                    1295 reads         8790 cost    0.2%
  parity_bit                     2432 reads         8174 cost    0.2%
  mlp_init                        316 reads          970 cost    0.0%
  train_and_test                   16 reads          243 cost    0.0%
  <module> (line 0)                 1 reads            1 cost    0.0%
depths:
           1..1              192920 reads       192920 cost
           2..3              110281 reads       220562 cost
           4..7              863310 reads      1805932 cost
           8..15              64272 reads       220836 cost
          16..31             156005 reads       776579 cost
          32..63              37816 reads       289484 cost
          64..127             73015 reads       724939 cost
         128..255              2694 reads        32903 cost
         256..511              6116 reads       131147 cost
         512..1023              339 reads         9475 cost
      524288..1048575            11 reads         9526 cost

== measured call 1 · train_and_test() at line 38 · cost 2870619 · 749260 reads · peak live 779 ==
  line      reads         cost       %   source
-- xor.dmd
    34         10          217    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          6           75    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15      64512       289300   10.1%*      s = w[0] * x[0]
    16     118272       365519   12.7%*      for i in range(1, len(x)):
    17      86016       318402   11.1%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     130368       599027   20.9%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56       6720        35860    1.2%       a = linear(W1, b1, x)
    57       1344        10748    0.4%       z = b2
    58      22848        50728    1.8%       for j in range(len(a)):
    59      53760       137906    4.8%           if a[j] > 0:
    60      31576       105289    3.7%               z = z + w2[j] * a[j]
    61       2688         5046    0.2%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         52          201    0.0%       W1 = [row[:] for row in params[0]]
    69         12           77    0.0%       b1 = params[1][:]
    70         12           81    0.0%       w2 = params[2][:]
    71          5           28    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           22    0.0%       n_in = len(W1[0])
    74          4           19    0.0%       keep = 1.0 - lr * weight_decay
    75         26          402    0.0%       for epoch in range(epochs):
    76        540         4288    0.1%           for start in range(0, len(X), batch):
    77       4160        18305    0.6%               stop = min(start + batch, len(X))
    78       1280         4778    0.2%               scale = lr / (stop - start)
    79      17280        47310    1.6%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       1600         4800    0.2%               gb = [0.0] * n_hidden
    81       1600         4480    0.2%               gw2 = [0.0] * n_hidden
    82        320         1280    0.0%               gb2 = 0.0
    83       3520        19286    0.7%               for s in range(start, stop):
    84       3840        37931    1.3%                   x = X[s]
    85       7680        59515    2.1%                   t = 2 * Y[s] - 1
    86       8960        68687    2.4%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        18834    0.7%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90        132          784    0.0%                   gb2 = gb2 - t
    91        924         2880    0.1%                   for j in range(n_hidden):
    92       2640         7188    0.3%                       if a[j] > 0:
    93       1860         6775    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94        744         2978    0.1%                           d = t * w2[j]
    95       1116         4693    0.2%                           gb[j] = gb[j] - d
    96        558         3451    0.1%                           row = gW[j]
    97       1488         3982    0.1%                           for i in range(n_in):
    98       3720        13033    0.5%                               row[i] = row[i] - d * x[i]
    99       4480        15762    0.5%               for j in range(n_hidden):
   100       7680        36664    1.3%                   row = W1[j]
   101       7680        47109    1.6%                   grow = gW[j]
   102      20480        52316    1.8%                   for i in range(n_in):
   103      61440       225394    7.9%                       row[i] = row[i] * keep - scale * grow[i]
   104      25600       104678    3.6%                   b1[j] = b1[j] - scale * gb[j]
   105      30720       119586    4.2%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         6643    0.2%               b2 = b2 - scale * gb2
   107          4           10    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           14    0.0%       W1, b1, w2, b2 = params
   113          1            7    0.0%       correct = 0
   114         73          536    0.0%       for s in range(len(X)):
   115        704         4902    0.2%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        512         2782    0.1%           correct = correct + ((z > 0) == Y[s])
per function:
  dot                          268800 reads       973221 cost   33.9%
  mlp_train                    229845 reads       944261 cost   32.9%
  linear                       130368 reads       599027 cost   20.9%
  mlp_forward                  118936 reads       345577 cost   12.0%
  mlp_correct                    1295 reads         8241 cost    0.3%
  train_and_test                   16 reads          292 cost    0.0%
depths:
           1..1              191799 reads       191799 cost
           2..3              109665 reads       219330 cost
           4..7              112127 reads       302393 cost
           8..15              62522 reads       214754 cost
          16..31             153234 reads       760220 cost
          32..63              37856 reads       289825 cost
          64..127             73146 reads       726077 cost
         128..255              2700 reads        32992 cost
         256..511              6198 reads       132872 cost
         512..1023               13 reads          357 cost
