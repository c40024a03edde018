dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 207579515 · 51116850 reads · peak live 23862060 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    34          1            1    0.0%   import random
    35                                   
    36          2            2    0.0%   from bytedmd import traced_eval, trace_to_bytedmd
    37          1            1    0.0%   import nn
    38          1            1    0.0%   import parity
    39                                   
    40          1            1    0.0%   N_BITS = 20
    41          1            1    0.0%   K_SPARSE = 3
    42          1            1    0.0%   SEED = 42
    43          1            1    0.0%   N_TRAIN = 1000
    44          1            1    0.0%   N_TEST = 500
    45          1            1    0.0%   HIDDEN = 8
    46          1            1    0.0%   EPOCHS = 10
    47          1            1    0.0%   LR = 0.5
    48          1            3    0.0%   BATCH = 8
    49          1            1    0.0%   WEIGHT_DECAY = 0.001
    50          1            1    0.0%   N_SOLVE = 40
    51          1            4    0.0%   KM_SAMPLES = 3
    52                                   
    53          3           13    0.0%   rng = random.Random(SEED)
    54          6           28    0.0%   SECRET = parity.make_secret(rng, N_BITS, K_SPARSE)
    55          7           31    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    56          7         1064    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    57          6          960    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    58                                   
    59                                   
    60                                   def oracle(x):
    61                                       """Membership query: the label of any input (used by KM only)."""
    62        300         1868    0.0%       return parity.parity_bit(x, SECRET)
    63                                   
    64                                   
    65                                   def solve_mlp(params, X, Y, X_test, Y_test):
    66         10         1146    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67          7          391    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
    68          7          373    0.0%       return found, nn.mlp_correct(trained, X_test, Y_test)
    69                                   
    70                                   
    71                                   def solve_gf2(X, Y, X_test, Y_test):
    72         90         4860    0.0%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73          7          260    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    74                                   
    75                                   
    76                                   def solve_km(X, Y, X_test, Y_test):
    77          8          350    0.0%       found = parity.km_scan(X, Y, N_BITS, oracle, KM_SAMPLES)
    78          7          189    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    79                                   
    80                                   
    81                                   def solve_fourier(X, Y, X_test, Y_test):
    82         91         5147    0.0%       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
    83          7          119    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    84                                   
    85                                   
    86          4          248    0.0%   data = (X_TRAIN, Y_TRAIN, X_TEST, Y_TEST)
    87         24           76    0.0%   runs = [
    88                                       ("MLP + SGD", solve_mlp, (INIT,) + data),
    89                                       ("GF(2) elim", solve_gf2, data),
    90                                       ("KM influence", solve_km, data),
    91                                       ("Fourier", solve_fourier, data),
    92                                   ]
    93                                   rows = []
    94         25         1029    0.0%   for name, solver, args in runs:
    95         37         1430    0.0%       trace, (found, correct) = traced_eval(solver, args)
    96   25343561     50694512   24.4%*      rows.append((name, found, correct, trace_to_bytedmd(trace, 1), len(trace)))
    97         35          108    0.0%   cheapest = min(row[3] for row in rows)
    98                                   
    99         11           37    0.0%   print(f"sparse parity: n = {N_BITS} bits, k = {K_SPARSE} secret bits, seed {SEED}")
   100         15           68    0.0%   print(f"data: {N_TRAIN} train / {N_TEST} test samples; secret {SECRET}")
   101         22          101    0.0%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, "
   102                                         f"weight decay {WEIGHT_DECAY}; GF(2)/Fourier use {N_SOLVE} samples, "
   103                                         f"KM {KM_SAMPLES} per bit")
   104          1            1    0.0%   print()
   105         21           48    0.0%   print(f"{'method':<14}{'found':<14}{'correct':<9}{'test acc':>9}"
   106                                         f"{'ByteDMD cost':>15}{'reads':>11}{'vs cheapest':>13}")
   107         33          176    0.0%   for name, found, correct, cost, reads in rows:
   108         60          233    0.0%       ok = "yes" if found == SECRET else "no"
   109         16           53    0.0%       acc = 100 * correct / N_TEST
   110         24           85    0.0%       found_str = str(found)
   111         91          258    0.0%       print(f"{name:<14}{found_str:<14}{ok:<9}{acc:>8.1f}%"
-- stdlib/nn.dmd
    11          1            1    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15     504000      4714749    2.3%       s = w[0] * x[0]
    16    2436000      9627062    4.6%       for i in range(1, len(x)):
    17   12768000     88260696   42.5%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22    1018500      7555261    3.6%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49       1662         5323    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         86          269    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          8           22    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56      52500       436812    0.2%       a = linear(W1, b1, x)
    57      10500       156581    0.1%       z = b2
    58     178500       447987    0.2%       for j in range(len(a)):
    59     420000      1512492    0.7%           if a[j] > 0:
    60     162536       820158    0.4%               z = z + w2[j] * a[j]
    61      21000        44886    0.0%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68        196         2823    0.0%       W1 = [row[:] for row in params[0]]
    69         12          168    0.0%       b1 = params[1][:]
    70         12          165    0.0%       w2 = params[2][:]
    71          5           51    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           36    0.0%       n_in = len(W1[0])
    74          4           33    0.0%       keep = 1.0 - lr * weight_decay
    75         16         1431    0.0%       for epoch in range(epochs):
    76       1360        25442    0.0%           for start in range(0, len(X), batch):
    77      16250       126227    0.1%               stop = min(start + batch, len(X))
    78       5000        30639    0.0%               scale = lr / (stop - start)
    79      67500       273093    0.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       6250        31250    0.0%               gb = [0.0] * n_hidden
    81       6250        17500    0.0%               gw2 = [0.0] * n_hidden
    82       1250         5000    0.0%               gb2 = 0.0
    83      18750       218251    0.1%               for s in range(start, stop):
    84      30000      1688492    0.8%                   x = X[s]
    85      60000      1963708    0.9%                   t = 2 * Y[s] - 1
    86      70000       959459    0.5%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       256737    0.1%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       106825    0.1%                   gb2 = gb2 - t
    91      75712       297428    0.1%                   for j in range(n_hidden):
    92     216320       701200    0.3%                       if a[j] > 0:
    93     107460       566412    0.3%                           gw2[j] = gw2[j] - t * a[j]
    94      42984       244303    0.1%                           d = t * w2[j]
    95      64476       426879    0.2%                           gb[j] = gb[j] - d
    96      32238       360516    0.2%                           row = gW[j]
    97     279396       885783    0.4%                           for i in range(n_in):
    98    2149200      9781219    4.7%                               row[i] = row[i] - d * x[i]
    99      17500        88346    0.0%               for j in range(n_hidden):
   100      30000       237242    0.1%                   row = W1[j]
   101      30000       282861    0.1%                   grow = gW[j]
   102     260000       780228    0.4%                   for i in range(n_in):
   103    2400000     11667845    5.6%                       row[i] = row[i] * keep - scale * grow[i]
   104     100000       628356    0.3%                   b1[j] = b1[j] - scale * gb[j]
   105     120000       669341    0.3%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       5000        42450    0.0%               b2 = b2 - scale * gb2
   107          4           12    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           58    0.0%       W1, b1, w2, b2 = params
   113          1            4    0.0%       correct = 0
   114        509         7550    0.0%       for s in range(len(X)):
   115       5500       107161    0.1%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       4000        70183    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          5           69    0.0%       n_in = len(W1[0])
   124        146          652    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         17          104    0.0%       for j in range(1, len(W1)):
   126        182          549    0.0%           for i in range(n_in):
   127       1680         6544    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          9           42    0.0%       for _ in range(k):
   130          3           26    0.0%           best = -1
   131         78          226    0.0%           for i in range(n_in):
   132        906         2320    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133          6           12    0.0%                   best = i
   134          9           24    0.0%           chosen.append(best)
   135         18           29    0.0%       return sorted(chosen)
-- stdlib/parity.dmd
    13         37           73    0.0%       return sorted(rng.sample(range(n), k))
    14                                   
    15                                   
    16                                   def parity_bit(x, secret):
    17                                       """Parity of the signs of x at the secret positions (a bool)."""
    18       3060        19416    0.0%       p = False
    19      24480       105538    0.1%       for j in secret:
    20      55080       354660    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27       1512        10529    0.0%       for _ in range(m):
    28                                           x = []
    29      39000       118484    0.1%           for i in range(n):
    30      90000       283493    0.1%               bit = rng.getrandbits(1)
    31     120000       365996    0.2%               v = rng.uniform(0.5, 1.0)
    32     120000       331963    0.2%               x.append(v if bit else -v)
    33       4500        23996    0.0%           X.append(x)
    34      12000        70501    0.0%           Y.append(int(parity_bit(x, secret)))
    35          4           12    0.0%       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40          3           11    0.0%       correct = 0
    41       1527         7208    0.0%       for s in range(len(X)):
    42      18000       199604    0.1%           correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         49          269    0.0%       for s in range(len(X)):
    52        120         1169    0.0%           x = X[s]
    53        160         1381    0.0%           r = Y[s] << n
    54       1040         2877    0.0%           for i in range(n):
    55       6400        58876    0.0%               r = r | ((x[i] > 0) << i)
    56        120          560    0.0%           rows.append(r)
    57          3           34    0.0%       m = len(rows)
    58                                       pivots = []
    59         26          159    0.0%       for col in range(n):
    60         60          256    0.0%           top = len(pivots)
    61         20           68    0.0%           p = -1
    62        163          520    0.0%           for r in range(top, m):
    63        301          916    0.0%               if (rows[r] >> col) & 1:
    64         20           40    0.0%                   p = r
    65                                                   break
    66         60          197    0.0%           if p < 0:
    67                                               continue
    68        194          484    0.0%           rows[top], rows[p] = rows[p], rows[top]
    69        920         2610    0.0%           for r in range(m):
    70       7860        20482    0.0%               if r != top and (rows[r] >> col) & 1:
    71       2920         7836    0.0%                   rows[r] = rows[r] ^ rows[top]
    72         60          329    0.0%           pivots.append(col)
    73                                       found = []
    74         29           66    0.0%       for t in range(len(pivots)):
    75        140          330    0.0%           if (rows[t] >> n) & 1:
    76         15           51    0.0%               found.append(pivots[t])
    77         12           19    0.0%       return sorted(found)
    78                                   
    79                                   
    80                                   def km_scan(X, Y, n, query, samples):
    81                                       """Bit i is in the secret if flipping it flips the label (as answered
    82                                       by the membership oracle `query`) on a majority of `samples` samples."""
    83                                       found = []
    84         26          208    0.0%       for i in range(n):
    85         20           61    0.0%           flips = 0
    86        180          772    0.0%           for s in range(samples):
    87       1440        16311    0.0%               x = X[s][:]
    88        300          778    0.0%               x[i] = -x[i]
    89        480         2766    0.0%               if query(x) != Y[s]:
    90         18          126    0.0%                   flips += 1
    91        100          602    0.0%           if 2 * flips > samples:
    92          9           75    0.0%               found.append(i)
    93                                       return found
    94                                   
    95                                   
    96                                   def combinations(n, k):
    97                                       """All k-subsets of range(n) as sorted lists, in lexicographic order."""
    98                                       out = []
    99         10           23    0.0%       idx = list(range(k))
   100       1140         5696    0.0%       while True:
   101       7980        34611    0.0%           out.append(idx[:])
   102       2280         9121    0.0%           i = k - 1
   103      15951        37603    0.0%           while i >= 0 and idx[i] == i + n - k:
   104        380          948    0.0%               i -= 1
   105       3420         6838    0.0%           if i < 0:
   106                                               return out
   107       6834        15946    0.0%           idx[i] += 1
   108      10438        21063    0.0%           for j in range(i + 1, k):
   109       1496         3366    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       7522        63089    0.0%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        242         1659    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       2286        83242    0.0%       for subset in combinations(n, k):
   120       1140        17070    0.0%           score = 0
   121      55860       257638    0.1%           for s in range(len(X)):
   122     136800       914873    0.4%               p = t[s]
   123     136800       960579    0.5%               row = signs[s]
   124     364800      1518685    0.7%               for j in subset:
   125     547200      3441509    1.7%                   p = p * row[j]
   126      91200       273581    0.1%               score = score + p
   127       2280        19336    0.0%           score = abs(score)
   128       3420        19413    0.0%           if score > best_score:
   129          3           10    0.0%               best = subset
   130          3            4    0.0%               best_score = score
per function:
  dot                        15708000 reads    102602507 cost   49.4%
  <module> (line 0)          25344026 reads     50700581 cost   24.4%
  mlp_train                   6273969 reads     33367762 cost   16.1%
  fourier_scan                1349557 reads      7570690 cost    3.6%
  linear                      1018500 reads      7555261 cost    3.6%
  mlp_forward                  845036 reads      3418916 cost    1.6%
  make_data                    387016 reads      1204974 cost    0.6%
  parity_bit                    82620 reads       479614 cost    0.2%
  parity_correct                19530 reads       206823 cost    0.1%
  mlp_correct                   10015 reads       184956 cost    0.1%
  combinations                  49929 reads       135215 cost    0.1%
  gf2_solve                     20692 reads        99529 cost    0.0%
  km_scan                        2573 reads        21699 cost    0.0%
  top_inputs                     3059 reads        10597 cost    0.0%
  mlp_init                       1756 reads         5614 cost    0.0%
  solve_fourier                    98 reads         5266 cost    0.0%
  solve_gf2                        97 reads         5120 cost    0.0%
  solve_mlp                        24 reads         1910 cost    0.0%
  oracle                          300 reads         1868 cost    0.0%
  solve_km                         15 reads          539 cost    0.0%
  make_secret                      37 reads           73 cost    0.0%
  <module> (line 0)                 1 reads            1 cost    0.0%
depths:
           1..1             7278976 reads      7278976 cost
           2..3             3151974 reads      6303948 cost
           4..7            32990307 reads     74382258 cost
           8..15            1122190 reads      3851320 cost
          16..31             386779 reads      1721887 cost
          32..63            2674483 reads     21151911 cost
          64..127            177725 reads      1695665 cost
         128..255           1260318 reads     19523702 cost
         256..511           1724990 reads     32352774 cost
         512..1023            93051 reads      2306085 cost
        1024..2047             2673 reads       107079 cost
        2048..4095            11912 reads       668757 cost
        4096..8191            12604 reads       978738 cost
        8192..16383           13918 reads      1494366 cost
       16384..32767          191929 reads     29451394 cost
       32768..65535           23019 reads      4304578 cost
     1048576..2097151             1 reads         1192 cost
    16777216..33554431            1 reads         4885 cost

== measured call 1 · solve_mlp() at line 95 · cost 144331648 · 23858603 reads · peak live 34928 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    66         10         1476    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67          7          360    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
    68          7          369    0.0%       return found, nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15     504000      4589359    3.2%       s = w[0] * x[0]
    16    2436000      9502133    6.6%       for i in range(1, len(x)):
    17   12768000     85885705   59.5%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22    1018500      7553751    5.2%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56      52500       436800    0.3%       a = linear(W1, b1, x)
    57      10500       156043    0.1%       z = b2
    58     178500       447911    0.3%       for j in range(len(a)):
    59     420000      1511424    1.0%           if a[j] > 0:
    60     162536       819237    0.6%               z = z + w2[j] * a[j]
    61      21000        44886    0.0%       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68        196         1778    0.0%       W1 = [row[:] for row in params[0]]
    69         12          155    0.0%       b1 = params[1][:]
    70         12          148    0.0%       w2 = params[2][:]
    71          5           49    0.0%       b2 = params[3][0]
    72          3           11    0.0%       n_hidden = len(W1)
    73          5           36    0.0%       n_in = len(W1[0])
    74          4           33    0.0%       keep = 1.0 - lr * weight_decay
    75         16         1413    0.0%       for epoch in range(epochs):
    76       1360        25323    0.0%           for start in range(0, len(X), batch):
    77      16250       126147    0.1%               stop = min(start + batch, len(X))
    78       5000        30613    0.0%               scale = lr / (stop - start)
    79      67500       273068    0.2%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       6250        31250    0.0%               gb = [0.0] * n_hidden
    81       6250        17500    0.0%               gw2 = [0.0] * n_hidden
    82       1250         5000    0.0%               gb2 = 0.0
    83      18750       218229    0.2%               for s in range(start, stop):
    84      30000      1600742    1.1%                   x = X[s]
    85      60000      1923774    1.3%                   t = 2 * Y[s] - 1
    86      70000       959402    0.7%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       256659    0.2%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       106822    0.1%                   gb2 = gb2 - t
    91      75712       297421    0.2%                   for j in range(n_hidden):
    92     216320       701179    0.5%                       if a[j] > 0:
    93     107460       566404    0.4%                           gw2[j] = gw2[j] - t * a[j]
    94      42984       244303    0.2%                           d = t * w2[j]
    95      64476       426870    0.3%                           gb[j] = gb[j] - d
    96      32238       360508    0.2%                           row = gW[j]
    97     279396       885780    0.6%                           for i in range(n_in):
    98    2149200      9781082    6.8%                               row[i] = row[i] - d * x[i]
    99      17500        88325    0.1%               for j in range(n_hidden):
   100      30000       237229    0.2%                   row = W1[j]
   101      30000       282658    0.2%                   grow = gW[j]
   102     260000       780206    0.5%                   for i in range(n_in):
   103    2400000     11664253    8.1%                       row[i] = row[i] * keep - scale * grow[i]
   104     100000       628131    0.4%                   b1[j] = b1[j] - scale * gb[j]
   105     120000       669048    0.5%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       5000        42429    0.0%               b2 = b2 - scale * gb2
   107          4           12    0.0%       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112          5           58    0.0%       W1, b1, w2, b2 = params
   113          1            4    0.0%       correct = 0
   114        509         7438    0.0%       for s in range(len(X)):
   115       5500        69072    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       4000        61056    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          5           49    0.0%       n_in = len(W1[0])
   124        146          651    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         17          104    0.0%       for j in range(1, len(W1)):
   126        182          549    0.0%           for i in range(n_in):
   127       1680         6544    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          9           42    0.0%       for _ in range(k):
   130          3           26    0.0%           best = -1
   131         78          226    0.0%           for i in range(n_in):
   132        906         2320    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133          6           12    0.0%                   best = i
   134          9           24    0.0%           chosen.append(best)
   135         18           29    0.0%       return sorted(chosen)
per function:
  dot                        15708000 reads     99977197 cost   69.3%
  mlp_train                   6273969 reads     33233990 cost   23.0%
  linear                      1018500 reads      7553751 cost    5.2%
  mlp_forward                  845036 reads      3416301 cost    2.4%
  mlp_correct                   10015 reads       137628 cost    0.1%
  top_inputs                     3059 reads        10576 cost    0.0%
  solve_mlp                        24 reads         2205 cost    0.0%
depths:
           1..1             7025326 reads      7025326 cost
           2..3             1558428 reads      3116856 cost
           4..7             8550512 reads     25150485 cost
           8..15             689908 reads      2284547 cost
          16..31             139357 reads       702209 cost
          32..63            2636954 reads     20888857 cost
          64..127            176567 reads      1685252 cost
         128..255           1086848 reads     16924392 cost
         256..511           1704139 reads     31926821 cost
         512..1023            61251 reads      1461876 cost
        1024..2047             2063 reads        81524 cost
        2048..4095             4099 reads       228263 cost
        4096..8191             8196 reads       643630 cost
        8192..16383           16166 reads      1789891 cost
       16384..32767          198776 reads     30419288 cost
       32768..65535              13 reads         2431 cost

== measured call 2 · solve_gf2() at line 95 · cost 132908 · 40799 reads · peak live 3396 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    72         90         2347    1.8%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73          7          157    0.1%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    18        500         1997    1.5%       p = False
    19       4000        13002    9.8%       for j in secret:
    20       9000        23995   18.1%*          p = p ^ (x[j] > 0)
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
    40          1            4    0.0%       correct = 0
    41        509         2019    1.5%       for s in range(len(X)):
    42       6000        33376   25.1%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         49          143    0.1%       for s in range(len(X)):
    52        120          555    0.4%           x = X[s]
    53        160          679    0.5%           r = Y[s] << n
    54       1040         2038    1.5%           for i in range(n):
    55       6400        18375   13.8%*              r = r | ((x[i] > 0) << i)
    56        120          359    0.3%           rows.append(r)
    57          3           11    0.0%       m = len(rows)
    58                                       pivots = []
    59         26          153    0.1%       for col in range(n):
    60         60          256    0.2%           top = len(pivots)
    61         20           68    0.1%           p = -1
    62        163          520    0.4%           for r in range(top, m):
    63        301          833    0.6%               if (rows[r] >> col) & 1:
    64         20           40    0.0%                   p = r
    65                                                   break
    66         60          197    0.1%           if p < 0:
    67                                               continue
    68        194          484    0.4%           rows[top], rows[p] = rows[p], rows[top]
    69        920         2610    2.0%           for r in range(m):
    70       7860        20059   15.1%*              if r != top and (rows[r] >> col) & 1:
    71       2920         7836    5.9%                   rows[r] = rows[r] ^ rows[top]
    72         60          329    0.2%           pivots.append(col)
    73                                       found = []
    74         29           66    0.0%       for t in range(len(pivots)):
    75        140          330    0.2%           if (rows[t] >> n) & 1:
    76         15           51    0.0%               found.append(pivots[t])
    77         12           19    0.0%       return sorted(found)
per function:
  gf2_solve                     20692 reads        56011 cost   42.1%
  parity_bit                    13500 reads        38994 cost   29.3%
  parity_correct                 6510 reads        35399 cost   26.6%
  solve_gf2                        97 reads         2504 cost    1.9%
depths:
           1..1               10104 reads        10104 cost
           2..3                3379 reads         6758 cost
           4..7               14270 reads        39773 cost
           8..15               6602 reads        25475 cost
          16..31               4054 reads        17801 cost
          32..63               1186 reads         9342 cost
          64..127               646 reads         6062 cost
         128..255                39 reads          553 cost
         256..511                76 reads         1518 cost
         512..1023              185 reads         5240 cost
        1024..2047              249 reads         9783 cost
        2048..4095                9 reads          499 cost

== measured call 3 · solve_km() at line 95 · cost 100491 · 24518 reads · peak live 2605 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    62        300         1923    1.9%       return parity.parity_bit(x, SECRET)
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
    77          8          317    0.3%       found = parity.km_scan(X, Y, N_BITS, oracle, KM_SAMPLES)
    78          7          160    0.2%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    18        560         2427    2.4%       p = False
    19       4480        15459   15.4%*      for j in secret:
    20      10080        26865   26.7%*          p = p ^ (x[j] > 0)
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
    40          1            3    0.0%       correct = 0
    41        509         2016    2.0%       for s in range(len(X)):
    42       6000        33282   33.1%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
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
    84         26          202    0.2%       for i in range(n):
    85         20           61    0.1%           flips = 0
    86        180          763    0.8%           for s in range(samples):
    87       1440        12879   12.8%*              x = X[s][:]
    88        300          772    0.8%               x[i] = -x[i]
    89        480         2576    2.6%               if query(x) != Y[s]:
    90         18          126    0.1%                   flips += 1
    91        100          585    0.6%           if 2 * flips > samples:
    92          9           75    0.1%               found.append(i)
per function:
  parity_bit                    15120 reads        44751 cost   44.5%
  parity_correct                 6510 reads        35301 cost   35.1%
  km_scan                        2573 reads        18039 cost   18.0%
  oracle                          300 reads         1923 cost    1.9%
  solve_km                         15 reads          477 cost    0.5%
depths:
           1..1                4708 reads         4708 cost
           2..3                1268 reads         2536 cost
           4..7                6314 reads        17701 cost
           8..15               5185 reads        20712 cost
          16..31               4102 reads        17998 cost
          32..63               1035 reads         7294 cost
          64..127              1417 reads        13630 cost
         128..255                32 reads          453 cost
         256..511                64 reads         1275 cost
         512..1023              128 reads         3585 cost
        1024..2047              249 reads         9783 cost
        2048..4095               16 reads          816 cost

== measured call 4 · solve_fourier() at line 95 · cost 7753648 · 1419594 reads · peak live 9102 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    82         91         2406    0.0%       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
    83          7          158    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    18        500         1997    0.0%       p = False
    19       4000        13002    0.2%       for j in secret:
    20       9000        23995    0.3%           p = p ^ (x[j] > 0)
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
    40          1            3    0.0%       correct = 0
    41        509         2017    0.0%       for s in range(len(X)):
    42       6000        33376    0.4%           correct = correct + (parity_bit(X[s], secret) == Y[s])
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
    99         10           23    0.0%       idx = list(range(k))
   100       1140         5696    0.1%       while True:
   101       7980        34611    0.4%           out.append(idx[:])
   102       2280         9121    0.1%           i = k - 1
   103      15951        37603    0.5%           while i >= 0 and idx[i] == i + n - k:
   104        380          948    0.0%               i -= 1
   105       3420         6838    0.1%           if i < 0:
   106                                               return out
   107       6834        15946    0.2%           idx[i] += 1
   108      10438        21063    0.3%           for j in range(i + 1, k):
   109       1496         3366    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       7522        33878    0.4%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        242         1659    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       2286        83242    1.1%       for subset in combinations(n, k):
   120       1140        17070    0.2%           score = 0
   121      55860       257638    3.3%           for s in range(len(X)):
   122     136800       914873   11.8%*              p = t[s]
   123     136800       960579   12.4%*              row = signs[s]
   124     364800      1518685   19.6%*              for j in subset:
   125     547200      3441509   44.4%*                  p = p * row[j]
   126      91200       273581    3.5%               score = score + p
   127       2280        19336    0.2%           score = abs(score)
   128       3420        19413    0.3%           if score > best_score:
   129          3           10    0.0%               best = subset
   130          3            4    0.0%               best_score = score
per function:
  fourier_scan                1349557 reads      7541479 cost   97.3%
  combinations                  49929 reads       135215 cost    1.7%
  parity_bit                    13500 reads        38994 cost    0.5%
  parity_correct                 6510 reads        35396 cost    0.5%
  solve_fourier                    98 reads         2564 cost    0.0%
depths:
           1..1              209906 reads       209906 cost
           2..3              150049 reads       300098 cost
           4..7              385456 reads      1058506 cost
           8..15             194760 reads       776662 cost
          16..31             235148 reads       955833 cost
          32..63                 50 reads          362 cost
          64..127               136 reads         1408 cost
         128..255            185457 reads      2780175 cost
         256..511             19820 reads       408120 cost
         512..1023            32489 reads       864610 cost
        1024..2047             1153 reads        45654 cost
        2048..4095             1901 reads       106217 cost
        4096..8191             3269 reads       246097 cost
