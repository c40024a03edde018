dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 5994724 · 2025812 reads · peak live 1007476 ==
  line      reads         cost       %   source
-- parity3.dmd
    10          1            1    0.0%   import random
    11                                   
    12          2            2    0.0%   from bytedmd import traced_eval, trace_to_bytedmd
    13          1            1    0.0%   import nn
    14          1            1    0.0%   import parity
    15                                   
    16          1            1    0.0%   N_BITS = 3
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
    27         10           17    0.0%   SECRET = list(range(N_BITS))
    28          7           29    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    29          7          147    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    30          6          156    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    31                                   
    32                                   
    33                                   def train_and_test(params, X, Y, X_test, Y_test):
    34         10          197    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          6           72    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
    36                                   
    37                                   
    38         15          113    0.0%   trace, correct = traced_eval(train_and_test, (INIT, X_TRAIN, Y_TRAIN, X_TEST, Y_TEST))
    39         13         4038    0.1%   print(f"{N_BITS}-bit parity, sign-encoded, seed {SEED}: {N_TRAIN} train / {N_TEST} test samples")
    40         14         5044    0.1%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, weight decay {WEIGHT_DECAY}")
    41         12         1024    0.0%   print(f"test accuracy {100 * correct / N_TEST:.1f}% ({correct}/{N_TEST})")
    42    1007474      2015952   33.6%*  print(f"ByteDMD cost {trace_to_bytedmd(trace, 1):,} over {len(trace):,} reads (training + evaluation)")
-- stdlib/nn.dmd
    11          1            1    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15      64512       303992    5.1%       s = w[0] * x[0]
    16     129024       400394    6.7%       for i in range(1, len(x)):
    17     172032       667498   11.1%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     130368       626654   10.5%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49        302          941    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         86          260    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          8           22    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56       6720        38012    0.6%       a = linear(W1, b1, x)
    57       1344        10748    0.2%       z = b2
    58      22848        51152    0.9%       for j in range(len(a)):
    59      53760       145918    2.4%           if a[j] > 0:
    60      32944       116005    1.9%               z = z + w2[j] * a[j]
    61       2688         4937    0.1%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         60          408    0.0%       W1 = [row[:] for row in params[0]]
    69         12           88    0.0%       b1 = params[1][:]
    70         12           93    0.0%       w2 = params[2][:]
    71          5           31    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           24    0.0%       n_in = len(W1[0])
    74          4           19    0.0%       keep = 1.0 - lr * weight_decay
    75         26          440    0.0%       for epoch in range(epochs):
    76        540         4304    0.1%           for start in range(0, len(X), batch):
    77       4160        19016    0.3%               stop = min(start + batch, len(X))
    78       1280         5082    0.1%               scale = lr / (stop - start)
    79      17280        50173    0.8%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       1600         5120    0.1%               gb = [0.0] * n_hidden
    81       1600         4480    0.1%               gw2 = [0.0] * n_hidden
    82        320         1280    0.0%               gb2 = 0.0
    83       3520        21403    0.4%               for s in range(start, stop):
    84       3840        42595    0.7%                   x = X[s]
    85       7680        67690    1.1%                   t = 2 * Y[s] - 1
    86       8960        76248    1.3%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        20492    0.3%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90       1068         6648    0.1%                   gb2 = gb2 - t
    91       7476        24720    0.4%                   for j in range(n_hidden):
    92      21360        61230    1.0%                       if a[j] > 0:
    93      17750        65638    1.1%                           gw2[j] = gw2[j] - t * a[j]
    94       7100        28958    0.5%                           d = t * w2[j]
    95      10650        45752    0.8%                           gb[j] = gb[j] - d
    96       5325        34261    0.6%                           row = gW[j]
    97      15975        43324    0.7%                           for i in range(n_in):
    98      53250       186069    3.1%                               row[i] = row[i] - d * x[i]
    99       4480        17729    0.3%               for j in range(n_hidden):
   100       7680        39680    0.7%                   row = W1[j]
   101       7680        46111    0.8%                   grow = gW[j]
   102      23040        59090    1.0%                   for i in range(n_in):
   103      92160       341144    5.7%                       row[i] = row[i] * keep - scale * grow[i]
   104      25600       107878    1.8%                   b1[j] = b1[j] - scale * gb[j]
   105      30720       121406    2.0%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         6685    0.1%               b2 = b2 - scale * gb2
   107          4           10    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           14    0.0%       W1, b1, w2, b2 = params
   113          1            8    0.0%       correct = 0
   114         73          552    0.0%       for s in range(len(X)):
   115        704         5570    0.1%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        512         2998    0.1%           correct = correct + ((z > 0) == Y[s])
-- stdlib/parity.dmd
    18        128          764    0.0%       p = False
    19       1024         4477    0.1%       for j in secret:
    20       2304         6386    0.1%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27        140          792    0.0%       for _ in range(m):
    28                                           x = []
    29       1152         3316    0.1%           for i in range(n):
    30       1152         4604    0.1%               bit = rng.getrandbits(1)
    31       1536         5116    0.1%               v = rng.uniform(0.5, 1.0)
    32       1536         4417    0.1%               x.append(v if bit else -v)
    33        384         1786    0.0%           X.append(x)
    34       1024         5235    0.1%           Y.append(int(parity_bit(x, secret)))
    35          4           10    0.0%       return X, Y
per function:
  <module> (line 0)           1007575 reads      2026546 cost   33.8%
  mlp_train                    389905 reads      1555330 cost   25.9%
  dot                          365568 reads      1371884 cost   22.9%
  linear                       130368 reads       626654 cost   10.5%
  mlp_forward                  120304 reads       366772 cost    6.1%
  make_data                      6928 reads        25276 cost    0.4%
  parity_bit                     3456 reads        11627 cost    0.2%
  mlp_correct                    1295 reads         9142 cost    0.2%
  mlp_init                        396 reads         1223 cost    0.0%
  train_and_test                   16 reads          269 cost    0.0%
  <module> (line 0)                 1 reads            1 cost    0.0%
depths:
           1..1              266174 reads       266174 cost
           2..3              132694 reads       265388 cost
           4..7             1208005 reads      2569382 cost
           8..15              67355 reads       237644 cost
          16..31             193195 reads       962807 cost
          32..63              23715 reads       169482 cost
          64..127             98253 reads       979897 cost
         128..255             28582 reads       351231 cost
         256..511               503 reads         9995 cost
         512..1023             7325 reads       171680 cost
      524288..1048575            11 reads        11044 cost

== measured call 1 · train_and_test() at line 38 · cost 3922869 · 1007456 reads · peak live 923 ==
  line      reads         cost       %   source
-- parity3.dmd
    34         10          234    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    35          6           83    0.0%       return nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15      64512       302695    7.7%       s = w[0] * x[0]
    16     129024       399095   10.2%*      for i in range(1, len(x)):
    17     172032       664964   17.0%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     130368       626654   16.0%*      return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56       6720        38012    1.0%       a = linear(W1, b1, x)
    57       1344        10748    0.3%       z = b2
    58      22848        51152    1.3%       for j in range(len(a)):
    59      53760       145918    3.7%           if a[j] > 0:
    60      32944       116005    3.0%               z = z + w2[j] * a[j]
    61       2688         4937    0.1%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         60          266    0.0%       W1 = [row[:] for row in params[0]]
    69         12           82    0.0%       b1 = params[1][:]
    70         12           85    0.0%       w2 = params[2][:]
    71          5           29    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           24    0.0%       n_in = len(W1[0])
    74          4           19    0.0%       keep = 1.0 - lr * weight_decay
    75         26          440    0.0%       for epoch in range(epochs):
    76        540         4291    0.1%           for start in range(0, len(X), batch):
    77       4160        19016    0.5%               stop = min(start + batch, len(X))
    78       1280         5082    0.1%               scale = lr / (stop - start)
    79      17280        50173    1.3%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       1600         5120    0.1%               gb = [0.0] * n_hidden
    81       1600         4480    0.1%               gw2 = [0.0] * n_hidden
    82        320         1280    0.0%               gb2 = 0.0
    83       3520        21403    0.5%               for s in range(start, stop):
    84       3840        41772    1.1%                   x = X[s]
    85       7680        67146    1.7%                   t = 2 * Y[s] - 1
    86       8960        76246    1.9%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87       6400        20492    0.5%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90       1068         6648    0.2%                   gb2 = gb2 - t
    91       7476        24720    0.6%                   for j in range(n_hidden):
    92      21360        61230    1.6%                       if a[j] > 0:
    93      17750        65638    1.7%                           gw2[j] = gw2[j] - t * a[j]
    94       7100        28958    0.7%                           d = t * w2[j]
    95      10650        45752    1.2%                           gb[j] = gb[j] - d
    96       5325        34261    0.9%                           row = gW[j]
    97      15975        43324    1.1%                           for i in range(n_in):
    98      53250       186069    4.7%                               row[i] = row[i] - d * x[i]
    99       4480        17729    0.5%               for j in range(n_hidden):
   100       7680        39680    1.0%                   row = W1[j]
   101       7680        46111    1.2%                   grow = gW[j]
   102      23040        59090    1.5%                   for i in range(n_in):
   103      92160       341144    8.7%                       row[i] = row[i] * keep - scale * grow[i]
   104      25600       107878    2.7%                   b1[j] = b1[j] - scale * gb[j]
   105      30720       121406    3.1%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       1280         6685    0.2%               b2 = b2 - scale * gb2
   107          4           10    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           14    0.0%       W1, b1, w2, b2 = params
   113          1            8    0.0%       correct = 0
   114         73          552    0.0%       for s in range(len(X)):
   115        704         5088    0.1%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116        512         2920    0.1%           correct = correct + ((z > 0) == Y[s])
per function:
  mlp_train                    389905 reads      1553790 cost   39.6%
  dot                          365568 reads      1366754 cost   34.8%
  linear                       130368 reads       626654 cost   16.0%
  mlp_forward                  120304 reads       366772 cost    9.3%
  mlp_correct                    1295 reads         8582 cost    0.2%
  train_and_test                   16 reads          317 cost    0.0%
depths:
           1..1              264726 reads       264726 cost
           2..3              132016 reads       264032 cost
           4..7              197719 reads       546999 cost
           8..15              64644 reads       228456 cost
          16..31             191155 reads       950963 cost
          32..63              22605 reads       162841 cost
          64..127             98485 reads       981992 cost
         128..255             28576 reads       351174 cost
         256..511               579 reads        11725 cost
         512..1023             6951 reads       159961 cost
