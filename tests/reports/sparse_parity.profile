dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 341052 · 161635 reads · peak live 38 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    53          1            3    0.0%   rng = random.Random(SEED)
    54                                   SECRET = parity.make_secret(rng, N_BITS, K_SPARSE)
    55                                   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    56                                   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    57                                   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    58                                   
    59                                   
    60                                   def oracle(x):
    61                                       """Membership query: the label of any input (used by KM only)."""
    62                                       return parity.parity_bit(x, SECRET)
    63                                   
    64                                   
    65                                   def solve_mlp(params, X, Y, X_test, Y_test):
    66                                       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67                                       found = nn.top_inputs(trained[0], K_SPARSE)
    68                                       return found, nn.mlp_correct(trained, X_test, Y_test)
    69                                   
    70                                   
    71                                   def solve_gf2(X, Y, X_test, Y_test):
    72                                       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73                                       return found, parity.parity_correct(found, X_test, Y_test)
    74                                   
    75                                   
    76                                   def solve_km(X, Y, X_test, Y_test):
    77                                       found = parity.km_scan(X, Y, N_BITS, oracle, KM_SAMPLES)
    78                                       return found, parity.parity_correct(found, X_test, Y_test)
    79                                   
    80                                   
    81                                   def solve_fourier(X, Y, X_test, Y_test):
    82                                       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
    83                                       return found, parity.parity_correct(found, X_test, Y_test)
    84                                   
    85                                   
    86                                   data = (X_TRAIN, Y_TRAIN, X_TEST, Y_TEST)
    87                                   runs = [
    88                                       ("MLP + SGD", solve_mlp, (INIT,) + data),
    89                                       ("GF(2) elim", solve_gf2, data),
    90                                       ("KM influence", solve_km, data),
    91                                       ("Fourier", solve_fourier, data),
    92                                   ]
    93                                   rows = []
    94                                   for name, solver, args in runs:
    95                                       trace, (found, correct) = traced_eval(solver, args)
    96          4           13    0.0%       rows.append((name, found, correct, trace_to_bytedmd(trace, 1), len(trace)))
    97          7           12    0.0%   cheapest = min(row[3] for row in rows)
    98                                   
    99          4           14    0.0%   print(f"sparse parity: n = {N_BITS} bits, k = {K_SPARSE} secret bits, seed {SEED}")
   100          6           31    0.0%   print(f"data: {N_TRAIN} train / {N_TEST} test samples; secret {SECRET}")
   101          8           35    0.0%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, "
   102                                         f"weight decay {WEIGHT_DECAY}; GF(2)/Fourier use {N_SOLVE} samples, "
   103                                         f"KM {KM_SAMPLES} per bit")
   104                                   print()
   105          8            8    0.0%   print(f"{'method':<14}{'found':<14}{'correct':<9}{'test acc':>9}"
   106                                         f"{'ByteDMD cost':>15}{'reads':>11}{'vs cheapest':>13}")
   107                                   for name, found, correct, cost, reads in rows:
   108         40          103    0.0%       ok = "yes" if found == SECRET else "no"
   109         16           47    0.0%       acc = 100 * correct / N_TEST
   110         12           34    0.0%       found_str = str(found)
   111         28           62    0.0%       print(f"{name:<14}{found_str:<14}{ok:<9}{acc:>8.1f}%"
-- stdlib/nn.dmd
    49        809         1455    0.4%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         41           72    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          1            1    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
-- stdlib/parity.dmd
    13         14           26    0.0%       return sorted(rng.sample(range(n), k))
    14                                   
    15                                   
    16                                   def parity_bit(x, secret):
    17                                       """Parity of the signs of x at the secret positions (a bool)."""
    18                                       p = False
    19                                       for j in secret:
    20      22500        61495   18.0%*          p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27          2            9    0.0%       for _ in range(m):
    28                                           x = []
    29       1500         4501    1.3%           for i in range(n):
    30      30000        61499   18.0%*              bit = rng.getrandbits(1)
    31      60000       134998   39.6%*              v = rng.uniform(0.5, 1.0)
    32      45134        75134   22.0%*              x.append(v if bit else -v)
    33                                           X.append(x)
    34       1500         1500    0.4%           Y.append(int(parity_bit(x, secret)))
per function:
  make_data                    138136 reads       277641 cost   81.4%
  parity_bit                    22500 reads        61495 cost   18.0%
  mlp_init                        851 reads         1528 cost    0.4%
  <module>                        134 reads          362 cost    0.1%
  make_secret                      14 reads           26 cost    0.0%
depths:
           1..1               21374 reads        21374 cost
           2..3               38497 reads        76994 cost
           4..7               85213 reads       180948 cost
           8..15              16520 reads        61571 cost
          16..31                 27 reads          141 cost
          32..63                  4 reads           24 cost

== measured call 1 · solve_mlp() at line 95 · cost 96489759 · 14900599 reads · peak live 31876 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    67          1           14    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
-- stdlib/nn.dmd
    15     336000      3923954    4.1%       s = w[0] * x[0]
    16     168000       715483    0.7%       for i in range(1, len(x)):
    17    9576000     70443244   73.0%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     346500      1586886    1.6%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    58      10500        10500    0.0%       for j in range(len(a)):
    59     336000      1179895    1.2%           if a[j] > 0:
    60     121902       646201    0.7%               z = z + w2[j] * a[j]
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
    74          4          359    0.0%       keep = 1.0 - lr * weight_decay
    75          1          179    0.0%       for epoch in range(epochs):
    76         30          499    0.0%           for start in range(0, len(X), batch):
    77       6250        29210    0.0%               stop = min(start + batch, len(X))
    78       5000        28114    0.0%               scale = lr / (stop - start)
    79      11250        33737    0.0%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       1250         2500    0.0%               gb = [0.0] * n_hidden
    81       1250         1250    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83       2500         7498    0.0%               for s in range(start, stop):
    84      10000        10000    0.0%                   x = X[s]
    85      50000      1650770    1.7%                   t = 2 * Y[s] - 1
    86                                                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       272644    0.3%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       101970    0.1%                   gb2 = gb2 - t
    91       5408        90753    0.1%                   for j in range(n_hidden):
    92     173056       497944    0.5%                       if a[j] > 0:
    93      75222       293478    0.3%                           gw2[j] = gw2[j] - t * a[j]
    94      32238       105969    0.1%                           d = t * w2[j]
    95      42984       185140    0.2%                           gb[j] = gb[j] - d
    96      10746        10746    0.0%                           row = gW[j]
    97      10746       119551    0.1%                           for i in range(n_in):
    98    1504440      5703827    5.9%                               row[i] = row[i] - d * x[i]
    99       1250        15342    0.0%               for j in range(n_hidden):
   100      10000        10000    0.0%                   row = W1[j]
   101      10000        10000    0.0%                   grow = gW[j]
   102      10000        67553    0.1%                   for i in range(n_in):
   103    1800000      7877039    8.2%                       row[i] = row[i] * keep - scale * grow[i]
   104      70000       355281    0.4%                   b1[j] = b1[j] - scale * gb[j]
   105      90000       403056    0.4%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       5000        38373    0.0%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114          1            1    0.0%       for s in range(len(X)):
   115       1000         2001    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       3500        52685    0.1%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          1            1    0.0%       n_in = len(W1[0])
   124         61          363    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125          2           17    0.0%       for j in range(1, len(W1)):
   126          7           49    0.0%           for i in range(n_in):
   127        980         4093    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          1          104    0.0%       for _ in range(k):
   130          3           23    0.0%           best = -1
   131          3           17    0.0%           for i in range(n_in):
   132        678         1418    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133                                                   best = i
   134                                           chosen.append(best)
   135         12           20    0.0%       return sorted(chosen)
per function:
  dot                        10080000 reads     75082681 cost   77.8%
  mlp_train                   3999447 reads     17922790 cost   18.6%
  mlp_forward                  468402 reads      1836596 cost    1.9%
  linear                       346500 reads      1586886 cost    1.6%
  mlp_correct                    4501 reads        54687 cost    0.1%
  top_inputs                     1748 reads         6105 cost    0.0%
  solve_mlp                         1 reads           14 cost    0.0%
depths:
           1..1             6723451 reads      6723451 cost
           2..3              585285 reads      1170570 cost
           4..7             3027169 reads      7008331 cost
           8..15              25179 reads        92130 cost
          16..31              42948 reads       232211 cost
          32..63            1894052 reads     13377189 cost
          64..127             62038 reads       613213 cost
         128..255           1637042 reads     24641257 cost
         256..511            682342 reads     12232289 cost
         512..1023             2267 reads        57887 cost
        1024..2047             2118 reads        83580 cost
        2048..4095             4154 reads       231126 cost
        4096..8191             8432 reads       661764 cost
        8192..16383           10288 reads      1109899 cost
       16384..32767          193834 reads     28254862 cost

== measured call 2 · solve_gf2() at line 95 · cost 119155 · 25818 reads · peak live 2843 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    72          2           55    0.0%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
-- stdlib/parity.dmd
    20       7500        52249   43.8%*          p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27                                       for _ in range(m):
    28                                           x = []
    29                                           for i in range(n):
    30                                               bit = rng.getrandbits(1)
    31                                               v = rng.uniform(0.5, 1.0)
    32                                               x.append(v if bit else -v)
    33                                           X.append(x)
    34                                           Y.append(int(parity_bit(x, secret)))
    35                                       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40                                       correct = 0
    41          1            1    0.0%       for s in range(len(X)):
    42       3000        19705   16.5%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51          1            1    0.0%       for s in range(len(X)):
    52         40           40    0.0%           x = X[s]
    53        120         1008    0.8%           r = Y[s] << n
    54         40           80    0.1%           for i in range(n):
    55       5600        23421   19.7%*              r = r | ((x[i] > 0) << i)
    56                                           rows.append(r)
    57                                       m = len(rows)
    58                                       pivots = []
    59          1            2    0.0%       for col in range(n):
    60                                           top = len(pivots)
    61         20           49    0.0%           p = -1
    62         40          176    0.1%           for r in range(top, m):
    63        258          624    0.5%               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66         60          197    0.2%           if p < 0:
    67                                               continue
    68         80          163    0.1%           rows[top], rows[p] = rows[p], rows[top]
    69         20           61    0.1%           for r in range(m):
    70       7080        16304   13.7%*              if r != top and (rows[r] >> col) & 1:
    71       1825         4780    4.0%                   rows[r] = rows[r] ^ rows[top]
    72                                           pivots.append(col)
    73                                       found = []
    74          1            1    0.0%       for t in range(len(pivots)):
    75        120          222    0.2%           if (rows[t] >> n) & 1:
    76          3            6    0.0%               found.append(pivots[t])
    77          6           10    0.0%       return sorted(found)
per function:
  parity_bit                     7500 reads        52249 cost   43.8%
  gf2_solve                     15315 reads        47145 cost   39.6%
  parity_correct                 3001 reads        19706 cost   16.5%
  solve_gf2                         2 reads           55 cost    0.0%
depths:
           1..1                8886 reads         8886 cost
           2..3                4122 reads         8244 cost
           4..7                7218 reads        18299 cost
           8..15               1905 reads         5797 cost
          16..31                 73 reads          388 cost
          32..63                863 reads         6054 cost
          64..127               151 reads         1543 cost
         128..255               300 reads         4268 cost
         256..511               603 reads        12051 cost
         512..1023              964 reads        26401 cost
        1024..2047              731 reads        27116 cost
        2048..4095                2 reads          108 cost

== measured call 3 · solve_km() at line 95 · cost 76711 · 12020 reads · peak live 2075 ==
  line      reads         cost       %   source
-- stdlib/parity.dmd
    20       8400        55147   71.9%*          p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27                                       for _ in range(m):
    28                                           x = []
    29                                           for i in range(n):
    30                                               bit = rng.getrandbits(1)
    31                                               v = rng.uniform(0.5, 1.0)
    32                                               x.append(v if bit else -v)
    33                                           X.append(x)
    34                                           Y.append(int(parity_bit(x, secret)))
    35                                       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40                                       correct = 0
    41          1            1    0.0%       for s in range(len(X)):
    42       3000        19705   25.7%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51                                       for s in range(len(X)):
    52                                           x = X[s]
    53                                           r = Y[s] << n
    54                                           for i in range(n):
    55                                               r = r | ((x[i] > 0) << i)
    56                                           rows.append(r)
    57                                       m = len(rows)
    58                                       pivots = []
    59                                       for col in range(n):
    60                                           top = len(pivots)
    61                                           p = -1
    62                                           for r in range(top, m):
    63                                               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66                                           if p < 0:
    67                                               continue
    68                                           rows[top], rows[p] = rows[p], rows[top]
    69                                           for r in range(m):
    70                                               if r != top and (rows[r] >> col) & 1:
    71                                                   rows[r] = rows[r] ^ rows[top]
    72                                           pivots.append(col)
    73                                       found = []
    74                                       for t in range(len(pivots)):
    75                                           if (rows[t] >> n) & 1:
    76                                               found.append(pivots[t])
    77                                       return sorted(found)
    78                                   
    79                                   
    80                                   def km_scan(X, Y, n, query, samples):
    81                                       """Bit i is in the secret if flipping it flips the label (as answered
    82                                       by the membership oracle `query`) on a majority of `samples` samples."""
    83                                       found = []
    84          1           46    0.1%       for i in range(n):
    85                                           flips = 0
    86         20           84    0.1%           for s in range(samples):
    87         60           60    0.1%               x = X[s][:]
    88        180          671    0.9%               x[i] = -x[i]
    89        240          665    0.9%               if query(x) != Y[s]:
    90         18           65    0.1%                   flips += 1
    91        100          267    0.3%           if 2 * flips > samples:
per function:
  parity_bit                     8400 reads        55147 cost   71.9%
  parity_correct                 3001 reads        19706 cost   25.7%
  km_scan                         619 reads         1858 cost    2.4%
depths:
           1..1                3457 reads         3457 cost
           2..3                 637 reads         1274 cost
           4..7                3743 reads         9140 cost
           8..15               1857 reads         5913 cost
          16..31                300 reads         1508 cost
          32..63                 81 reads          579 cost
          64..127                90 reads          904 cost
         128..255               159 reads         2261 cost
         256..511               321 reads         6411 cost
         512..1023              639 reads        17918 cost
        1024..2047              731 reads        27116 cost
        2048..4095                5 reads          230 cost

== measured call 4 · solve_fourier() at line 95 · cost 4022786 · 646881 reads · peak live 4176 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    82          2           55    0.0%       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
-- stdlib/parity.dmd
    20       7500        52247    1.3%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27                                       for _ in range(m):
    28                                           x = []
    29                                           for i in range(n):
    30                                               bit = rng.getrandbits(1)
    31                                               v = rng.uniform(0.5, 1.0)
    32                                               x.append(v if bit else -v)
    33                                           X.append(x)
    34                                           Y.append(int(parity_bit(x, secret)))
    35                                       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40                                       correct = 0
    41          1            1    0.0%       for s in range(len(X)):
    42       3000        19705    0.5%           correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51                                       for s in range(len(X)):
    52                                           x = X[s]
    53                                           r = Y[s] << n
    54                                           for i in range(n):
    55                                               r = r | ((x[i] > 0) << i)
    56                                           rows.append(r)
    57                                       m = len(rows)
    58                                       pivots = []
    59                                       for col in range(n):
    60                                           top = len(pivots)
    61                                           p = -1
    62                                           for r in range(top, m):
    63                                               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66                                           if p < 0:
    67                                               continue
    68                                           rows[top], rows[p] = rows[p], rows[top]
    69                                           for r in range(m):
    70                                               if r != top and (rows[r] >> col) & 1:
    71                                                   rows[r] = rows[r] ^ rows[top]
    72                                           pivots.append(col)
    73                                       found = []
    74                                       for t in range(len(pivots)):
    75                                           if (rows[t] >> n) & 1:
    76                                               found.append(pivots[t])
    77                                       return sorted(found)
    78                                   
    79                                   
    80                                   def km_scan(X, Y, n, query, samples):
    81                                       """Bit i is in the secret if flipping it flips the label (as answered
    82                                       by the membership oracle `query`) on a majority of `samples` samples."""
    83                                       found = []
    84                                       for i in range(n):
    85                                           flips = 0
    86                                           for s in range(samples):
    87                                               x = X[s][:]
    88                                               x[i] = -x[i]
    89                                               if query(x) != Y[s]:
    90                                                   flips += 1
    91                                           if 2 * flips > samples:
    92                                               found.append(i)
    93                                       return found
    94                                   
    95                                   
    96                                   def combinations(n, k):
    97                                       """All k-subsets of range(n) as sorted lists, in lexicographic order."""
    98                                       out = []
    99          1           54    0.0%       idx = list(range(k))
   100       1140         3435    0.1%       while True:
   101                                           out.append(idx[:])
   102       2280         4732    0.1%           i = k - 1
   103      14622        26924    0.7%           while i >= 0 and idx[i] == i + n - k:
   104        380          949    0.0%               i -= 1
   105       3420         6838    0.2%           if i < 0:
   106                                               return out
   107       4556        10251    0.3%           idx[i] += 1
   108       4556         7973    0.2%           for j in range(i + 1, k):
   109       1122         1683    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       5640        32285    0.8%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        160         1400    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119                                       for subset in combinations(n, k):
   120                                           score = 0
   121       1140         1140    0.0%           for s in range(len(X)):
   122      45600        45600    1.1%               p = t[s]
   123      45600        45600    1.1%               row = signs[s]
   124                                               for j in subset:
   125     410400      3549902   88.2%*                  p = p * row[j]
   126      91200       193772    4.8%               score = score + p
   127       1140         1140    0.0%           score = abs(score)
   128       3420        17098    0.4%           if score > best_score:
per function:
  fourier_scan                 604301 reads      3887939 cost   96.6%
  combinations                  32077 reads        62839 cost    1.6%
  parity_bit                     7500 reads        52247 cost    1.3%
  parity_correct                 3001 reads        19706 cost    0.5%
  solve_fourier                     2 reads           55 cost    0.0%
depths:
           1..1              160069 reads       160069 cost
           2..3               97502 reads       195004 cost
           4..7               18314 reads        49279 cost
           8..15             182043 reads       548507 cost
          16..31                148 reads          743 cost
          32..63                 85 reads          619 cost
          64..127               298 reads         3279 cost
         128..255            135427 reads      1767186 cost
         256..511             21490 reads       439997 cost
         512..1023            29018 reads       756311 cost
        1024..2047             2004 reads        79304 cost
        2048..4095              483 reads        22488 cost
