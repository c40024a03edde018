dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 153847764 · 37746891 reads · peak live 17790048 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    53          1            3    0.0%   rng = random.Random(SEED)
    54          1            5    0.0%   SECRET = parity.make_secret(rng, N_BITS, K_SPARSE)
    55          1            5    0.0%   X_TRAIN, Y_TRAIN = parity.make_data(rng, N_TRAIN, N_BITS, SECRET)
    56          1          149    0.0%   X_TEST, Y_TEST = parity.make_data(rng, N_TEST, N_BITS, SECRET)
    57          1          182    0.0%   INIT = nn.mlp_init(rng, N_BITS, HIDDEN)
    58                                   
    59                                   
    60                                   def oracle(x):
    61                                       """Membership query: the label of any input (used by KM only)."""
    62         60          283    0.0%       return parity.parity_bit(x, SECRET)
    63                                   
    64                                   
    65                                   def solve_mlp(params, X, Y, X_test, Y_test):
    66          1          183    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67          2          124    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
    68          1          110    0.0%       return found, nn.mlp_correct(trained, X_test, Y_test)
    69                                   
    70                                   
    71                                   def solve_gf2(X, Y, X_test, Y_test):
    72          5          209    0.0%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73          1           54    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    74                                   
    75                                   
    76                                   def solve_km(X, Y, X_test, Y_test):
    77          1           54    0.0%       found = parity.km_scan(X, Y, N_BITS, oracle, KM_SAMPLES)
    78          1           46    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    79                                   
    80                                   
    81                                   def solve_fourier(X, Y, X_test, Y_test):
    82          5          218    0.0%       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
    83          1           45    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
    84                                   
    85                                   
    86                                   data = (X_TRAIN, Y_TRAIN, X_TEST, Y_TEST)
    87          2            3    0.0%   runs = [
    88                                       ("MLP + SGD", solve_mlp, (INIT,) + data),
    89                                       ("GF(2) elim", solve_gf2, data),
    90                                       ("KM influence", solve_km, data),
    91                                       ("Fourier", solve_fourier, data),
    92                                   ]
    93                                   rows = []
    94          5          160    0.0%   for name, solver, args in runs:
    95          8          323    0.0%       trace, (found, correct) = traced_eval(solver, args)
    96   18724117     37448530   24.3%*      rows.append((name, found, correct, trace_to_bytedmd(trace, 1), len(trace)))
    97         23           63    0.0%   cheapest = min(row[3] for row in rows)
    98                                   
    99         10           29    0.0%   print(f"sparse parity: n = {N_BITS} bits, k = {K_SPARSE} secret bits, seed {SEED}")
   100         13           50    0.0%   print(f"data: {N_TRAIN} train / {N_TEST} test samples; secret {SECRET}")
   101         21           79    0.0%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, "
   102                                         f"weight decay {WEIGHT_DECAY}; GF(2)/Fourier use {N_SOLVE} samples, "
   103                                         f"KM {KM_SAMPLES} per bit")
   104                                   print()
   105         20           41    0.0%   print(f"{'method':<14}{'found':<14}{'correct':<9}{'test acc':>9}"
   106                                         f"{'ByteDMD cost':>15}{'reads':>11}{'vs cheapest':>13}")
   107          5           13    0.0%   for name, found, correct, cost, reads in rows:
   108         48          154    0.0%       ok = "yes" if found == SECRET else "no"
   109         16           52    0.0%       acc = 100 * correct / N_TEST
   110         16           49    0.0%       found_str = str(found)
   111         87          240    0.0%       print(f"{name:<14}{found_str:<14}{ok:<9}{acc:>8.1f}%"
-- stdlib/nn.dmd
    15     336000      4048028    2.6%       s = w[0] * x[0]
    16    2100000      6297158    4.1%       for i in range(1, len(x)):
    17    9576000     74095178   48.2%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     556500      3021575    2.0%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49       1164         3169    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         60          160    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          2            5    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56      10500       162589    0.1%       a = linear(W1, b1, x)
    57                                       z = b2
    58     136500       246385    0.2%       for j in range(len(a)):
    59     336000      1236147    0.8%           if a[j] > 0:
    60     121902       657664    0.4%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           99    0.0%       W1 = [row[:] for row in params[0]]
    69          2            6    0.0%       b1 = params[1][:]
    70          2            6    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4          201    0.0%       keep = 1.0 - lr * weight_decay
    75         14         1561    0.0%       for epoch in range(epochs):
    76       1320        24938    0.0%           for start in range(0, len(X), batch):
    77      11250        60718    0.0%               stop = min(start + batch, len(X))
    78       5000        29270    0.0%               scale = lr / (stop - start)
    79      35000        87498    0.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       2500         5000    0.0%               gb = [0.0] * n_hidden
    81       2500         5000    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83      16250       168153    0.1%               for s in range(start, stop):
    84      10000        10000    0.0%                   x = X[s]
    85      50000      1730695    1.1%                   t = 2 * Y[s] - 1
    86      10000       155589    0.1%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       275959    0.2%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       102806    0.1%                   gb2 = gb2 - t
    91      64896       253384    0.2%                   for j in range(n_hidden):
    92     173056       524235    0.3%                       if a[j] > 0:
    93      75222       294806    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94      32238       107110    0.1%                           d = t * w2[j]
    95      42984       186132    0.1%                           gb[j] = gb[j] - d
    96      10746        10746    0.0%                           row = gW[j]
    97     257904       691182    0.4%                           for i in range(n_in):
    98    1504440      5944669    3.9%                               row[i] = row[i] - d * x[i]
    99      15000        80449    0.1%               for j in range(n_hidden):
   100      10000        10000    0.0%                   row = W1[j]
   101      10000        10000    0.0%                   grow = gW[j]
   102     240000       604016    0.4%                   for i in range(n_in):
   103    1800000      8019939    5.2%                       row[i] = row[i] * keep - scale * grow[i]
   104      70000       356674    0.2%                   b1[j] = b1[j] - scale * gb[j]
   105      90000       405517    0.3%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       5000        38375    0.0%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114        505         7027    0.0%       for s in range(len(X)):
   115       1500         9499    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       3500        60518    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          2           34    0.0%       n_in = len(W1[0])
   124         84          427    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         13           85    0.0%       for j in range(1, len(W1)):
   126        168          357    0.0%           for i in range(n_in):
   127        980         4265    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          7          127    0.0%       for _ in range(k):
   130          3           23    0.0%           best = -1
   131         72          207    0.0%           for i in range(n_in):
   132        738         1733    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133                                                   best = i
   134          3            8    0.0%           chosen.append(best)
   135         13           21    0.0%       return sorted(chosen)
-- stdlib/parity.dmd
    13         26           51    0.0%       return sorted(rng.sample(range(n), k))
    14                                   
    15                                   
    16                                   def parity_bit(x, secret):
    17                                       """Parity of the signs of x at the secret positions (a bool)."""
    18                                       p = False
    19      12240        40290    0.0%       for j in secret:
    20      45900       348472    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27       1508        10661    0.0%       for _ in range(m):
    28                                           x = []
    29      36000       106497    0.1%           for i in range(n):
    30      60000       185997    0.1%               bit = rng.getrandbits(1)
    31      90000       245999    0.2%               v = rng.uniform(0.5, 1.0)
    32      75134       195134    0.1%               x.append(v if bit else -v)
    33       1500        10498    0.0%           X.append(x)
    34       4500        23999    0.0%           Y.append(int(parity_bit(x, secret)))
    35                                       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40                                       correct = 0
    41       1515         5660    0.0%       for s in range(len(X)):
    42      10500        88914    0.1%           correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         45          247    0.0%       for s in range(len(X)):
    52         40           40    0.0%           x = X[s]
    53        120         2449    0.0%           r = Y[s] << n
    54        960         1840    0.0%           for i in range(n):
    55       5600        51238    0.0%               r = r | ((x[i] > 0) << i)
    56         40          240    0.0%           rows.append(r)
    57          1            1    0.0%       m = len(rows)
    58                                       pivots = []
    59         24          147    0.0%       for col in range(n):
    60         20           40    0.0%           top = len(pivots)
    61         20           58    0.0%           p = -1
    62        123          302    0.0%           for r in range(top, m):
    63        258          740    0.0%               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66         60          197    0.0%           if p < 0:
    67                                               continue
    68         80          163    0.0%           rows[top], rows[p] = rows[p], rows[top]
    69        880         2491    0.0%           for r in range(m):
    70       7080        17388    0.0%               if r != top and (rows[r] >> col) & 1:
    71       1825         4821    0.0%                   rows[r] = rows[r] ^ rows[top]
    72         20          138    0.0%           pivots.append(col)
    73                                       found = []
    74         25           47    0.0%       for t in range(len(pivots)):
    75        120          234    0.0%           if (rows[t] >> n) & 1:
    76          6           12    0.0%               found.append(pivots[t])
    77          7           14    0.0%       return sorted(found)
    78                                   
    79                                   
    80                                   def km_scan(X, Y, n, query, samples):
    81                                       """Bit i is in the secret if flipping it flips the label (as answered
    82                                       by the membership oracle `query`) on a majority of `samples` samples."""
    83                                       found = []
    84         24          168    0.0%       for i in range(n):
    85                                           flips = 0
    86        140          420    0.0%           for s in range(samples):
    87        120          564    0.0%               x = X[s][:]
    88        180         3297    0.0%               x[i] = -x[i]
    89        300         1255    0.0%               if query(x) != Y[s]:
    90         18           74    0.0%                   flips += 1
    91        100          311    0.0%           if 2 * flips > samples:
    92          3           19    0.0%               found.append(i)
    93                                       return found
    94                                   
    95                                   
    96                                   def combinations(n, k):
    97                                       """All k-subsets of range(n) as sorted lists, in lexicographic order."""
    98                                       out = []
    99          7           64    0.0%       idx = list(range(k))
   100       1140         4557    0.0%       while True:
   101       2280         9117    0.0%           out.append(idx[:])
   102       2280         6840    0.0%           i = k - 1
   103      14622        30540    0.0%           while i >= 0 and idx[i] == i + n - k:
   104        380          950    0.0%               i -= 1
   105       3420         6838    0.0%           if i < 0:
   106                                               return out
   107       4556        10251    0.0%           idx[i] += 1
   108       8160        12903    0.0%           for j in range(i + 1, k):
   109       1122         1853    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       6601        55319    0.0%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        201         2509    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       1142        14849    0.0%       for subset in combinations(n, k):
   120                                           score = 0
   121      51300       201116    0.1%           for s in range(len(X)):
   122      45600        45600    0.0%               p = t[s]
   123      45600        45600    0.0%               row = signs[s]
   124     182400       456637    0.3%               for j in subset:
   125     410400      3791630    2.5%                   p = p * row[j]
   126      91200       282622    0.2%               score = score + p
   127       1140         1140    0.0%           score = abs(score)
   128       3420        17111    0.0%           if score > best_score:
per function:
  dot                        12012000 reads     84440364 cost   54.9%
  <module>                   18724396 reads     37450130 cost   24.3%
  mlp_train                   4606167 reads     20194744 cost   13.1%
  fourier_scan                 839005 reads      4914135 cost    3.2%
  linear                       556500 reads      3021575 cost    2.0%
  mlp_forward                  604902 reads      2302785 cost    1.5%
  make_data                    268642 reads       778785 cost    0.5%
  parity_bit                    58140 reads       388762 cost    0.3%
  parity_correct                12015 reads        94574 cost    0.1%
  combinations                  37967 reads        83913 cost    0.1%
  gf2_solve                     17354 reads        82847 cost    0.1%
  mlp_correct                    5505 reads        77044 cost    0.1%
  top_inputs                     2083 reads         7287 cost    0.0%
  km_scan                         885 reads         6108 cost    0.0%
  mlp_init                       1226 reads         3334 cost    0.0%
  solve_mlp                         4 reads          417 cost    0.0%
  oracle                           60 reads          283 cost    0.0%
  solve_fourier                     6 reads          263 cost    0.0%
  solve_gf2                         6 reads          263 cost    0.0%
  solve_km                          2 reads          100 cost    0.0%
  make_secret                      26 reads           51 cost    0.0%
depths:
           1..1             7083802 reads      7083802 cost
           2..3            19860868 reads     39721736 cost
           4..7             5344721 reads     13757068 cost
           8..15             370560 reads      1388091 cost
          16..31              61562 reads       335368 cost
          32..63            2152889 reads     15273758 cost
          64..127             78032 reads       757804 cost
         128..255           1716667 reads     26140384 cost
         256..511            806971 reads     14494245 cost
         512..1023            30185 reads       784649 cost
        1024..2047             2824 reads       111742 cost
        2048..4095            11081 reads       592722 cost
        4096..8191             9110 reads       715448 cost
        8192..16383           12912 reads      1384231 cost
       16384..32767          182699 reads     27279254 cost
       32768..65535           22008 reads      4027462 cost

== measured call 1 · solve_mlp() at line 95 · cost 107417292 · 17787161 reads · peak live 33387 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    66          1          183    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67          2          120    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
    68          1          106    0.0%       return found, nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15     336000      3925323    3.7%       s = w[0] * x[0]
    16    2100000      6174609    5.7%       for i in range(1, len(x)):
    17    9576000     71765345   66.8%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     556500      3020830    2.8%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    56      10500       162549    0.2%       a = linear(W1, b1, x)
    57                                       z = b2
    58     136500       246385    0.2%       for j in range(len(a)):
    59     336000      1235249    1.1%           if a[j] > 0:
    60     121902       656797    0.6%               z = z + w2[j] * a[j]
    61                                       return a, z
    62                                   
    63                                   
    64                                   def mlp_train(params, X, Y, epochs, lr, batch, weight_decay):
    65                                       """Mini-batch SGD on the hinge loss max(0, 1 - t z), t = 2y - 1.
    66                                   
    67                                       Works on copies: returns the trained [W1, b1, w2, [b2]]."""
    68         18           79    0.0%       W1 = [row[:] for row in params[0]]
    69          2           14    0.0%       b1 = params[1][:]
    70          2           14    0.0%       w2 = params[2][:]
    71          2            4    0.0%       b2 = params[3][0]
    72          1            2    0.0%       n_hidden = len(W1)
    73          2            5    0.0%       n_in = len(W1[0])
    74          4          369    0.0%       keep = 1.0 - lr * weight_decay
    75         14         1542    0.0%       for epoch in range(epochs):
    76       1320        24996    0.0%           for start in range(0, len(X), batch):
    77      11250        60662    0.1%               stop = min(start + batch, len(X))
    78       5000        29240    0.0%               scale = lr / (stop - start)
    79      35000        87497    0.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       2500         5000    0.0%               gb = [0.0] * n_hidden
    81       2500         5000    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83      16250       168113    0.2%               for s in range(start, stop):
    84      10000        10000    0.0%                   x = X[s]
    85      50000      1691058    1.6%                   t = 2 * Y[s] - 1
    86      10000       155549    0.1%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       275863    0.3%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       102802    0.1%                   gb2 = gb2 - t
    91      64896       253379    0.2%                   for j in range(n_hidden):
    92     173056       524212    0.5%                       if a[j] > 0:
    93      75222       294804    0.3%                           gw2[j] = gw2[j] - t * a[j]
    94      32238       107110    0.1%                           d = t * w2[j]
    95      42984       186132    0.2%                           gb[j] = gb[j] - d
    96      10746        10746    0.0%                           row = gW[j]
    97     257904       691141    0.6%                           for i in range(n_in):
    98    1504440      5944612    5.5%                               row[i] = row[i] - d * x[i]
    99      15000        80428    0.1%               for j in range(n_hidden):
   100      10000        10000    0.0%                   row = W1[j]
   101      10000        10000    0.0%                   grow = gW[j]
   102     240000       603995    0.6%                   for i in range(n_in):
   103    1800000      8019017    7.5%                       row[i] = row[i] * keep - scale * grow[i]
   104      70000       356633    0.3%                   b1[j] = b1[j] - scale * gb[j]
   105      90000       405419    0.4%                   w2[j] = w2[j] * keep - scale * gw2[j]
   106       5000        38373    0.0%               b2 = b2 - scale * gb2
   107                                       return [W1, b1, w2, [b2]]
   108                                   
   109                                   
   110                                   def mlp_correct(params, X, Y):
   111                                       """Number of samples whose predicted label (z > 0) equals Y."""
   112                                       W1, b1, w2, b2 = params
   113                                       correct = 0
   114        505         7007    0.0%       for s in range(len(X)):
   115       1500         9001    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       3500        52715    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          2           15    0.0%       n_in = len(W1[0])
   124         84          427    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         13           85    0.0%       for j in range(1, len(W1)):
   126        168          357    0.0%           for i in range(n_in):
   127        980         4265    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          7          123    0.0%       for _ in range(k):
   130          3           23    0.0%           best = -1
   131         72          207    0.0%           for i in range(n_in):
   132        738         1732    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133                                                   best = i
   134          3            8    0.0%           chosen.append(best)
   135         13           21    0.0%       return sorted(chosen)
per function:
  dot                        12012000 reads     81865277 cost   76.2%
  mlp_train                   4606167 reads     20153810 cost   18.8%
  linear                       556500 reads      3020830 cost    2.8%
  mlp_forward                  604902 reads      2300980 cost    2.1%
  mlp_correct                    5505 reads        68723 cost    0.1%
  top_inputs                     2083 reads         7263 cost    0.0%
  solve_mlp                         4 reads          409 cost    0.0%
depths:
           1..1             6931023 reads      6931023 cost
           2..3              914952 reads      1829904 cost
           4..7             5014884 reads     12869256 cost
           8..15              65718 reads       233665 cost
          16..31              52207 reads       285718 cost
          32..63            2133118 reads     15138043 cost
          64..127             77866 reads       755952 cost
         128..255           1589716 reads     24410505 cost
         256..511            785646 reads     14056801 cost
         512..1023             3009 reads        74935 cost
        1024..2047             2075 reads        81853 cost
        2048..4095             4140 reads       231009 cost
        4096..8191             8157 reads       641047 cost
        8192..16383           16144 reads      1787527 cost
       16384..32767          188498 reads     28088590 cost
       32768..65535               8 reads         1464 cost

== measured call 2 · solve_gf2() at line 95 · cost 91120 · 30865 reads · peak live 2847 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    72          5          140    0.2%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73          1           45    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    19       2000         4998    5.5%       for j in secret:
    20       7500        22492   24.7%*          p = p ^ (x[j] > 0)
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
    41        505         1508    1.7%       for s in range(len(X)):
    42       3500        20815   22.8%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         45          127    0.1%       for s in range(len(X)):
    52         40           40    0.0%           x = X[s]
    53        120         1033    1.1%           r = Y[s] << n
    54        960         1840    2.0%           for i in range(n):
    55       5600        11718   12.9%*              r = r | ((x[i] > 0) << i)
    56         40          120    0.1%           rows.append(r)
    57          1            1    0.0%       m = len(rows)
    58                                       pivots = []
    59         24          145    0.2%       for col in range(n):
    60         20           40    0.0%           top = len(pivots)
    61         20           58    0.1%           p = -1
    62        123          302    0.3%           for r in range(top, m):
    63        258          650    0.7%               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66         60          197    0.2%           if p < 0:
    67                                               continue
    68         80          163    0.2%           rows[top], rows[p] = rows[p], rows[top]
    69        880         2491    2.7%           for r in range(m):
    70       7080        16935   18.6%*              if r != top and (rows[r] >> col) & 1:
    71       1825         4821    5.3%                   rows[r] = rows[r] ^ rows[top]
    72         20          138    0.2%           pivots.append(col)
    73                                       found = []
    74         25           46    0.1%       for t in range(len(pivots)):
    75        120          234    0.3%           if (rows[t] >> n) & 1:
    76          6           12    0.0%               found.append(pivots[t])
    77          7           11    0.0%       return sorted(found)
per function:
  gf2_solve                     17354 reads        41122 cost   45.1%
  parity_bit                     9500 reads        27490 cost   30.2%
  parity_correct                 4005 reads        22323 cost   24.5%
  solve_gf2                         6 reads          185 cost    0.2%
depths:
           1..1                8557 reads         8557 cost
           2..3                3230 reads         6460 cost
           4..7               10542 reads        27548 cost
           8..15               6449 reads        24069 cost
          16..31                380 reads         2016 cost
          32..63               1179 reads         8204 cost
          64..127                25 reads          255 cost
         128..255                50 reads          713 cost
         256..511                98 reads         1962 cost
         512..1023              188 reads         5245 cost
        1024..2047              164 reads         5929 cost
        2048..4095                3 reads          162 cost

== measured call 3 · solve_km() at line 95 · cost 57460 · 15592 reads · peak live 2085 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    62         60          306    0.5%       return parity.parity_bit(x, SECRET)
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
    77          1           46    0.1%       found = parity.km_scan(X, Y, N_BITS, oracle, KM_SAMPLES)
    78          1           45    0.1%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    19       2240         5772   10.0%*      for j in secret:
    20       8400        25837   45.0%*          p = p ^ (x[j] > 0)
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
    41        505         1508    2.6%       for s in range(len(X)):
    42       3500        20773   36.2%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
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
    84         24          166    0.3%       for i in range(n):
    85                                           flips = 0
    86        140          410    0.7%           for s in range(samples):
    87        120          418    0.7%               x = X[s][:]
    88        180          692    1.2%               x[i] = -x[i]
    89        300         1090    1.9%               if query(x) != Y[s]:
    90         18           73    0.1%                   flips += 1
    91        100          306    0.5%           if 2 * flips > samples:
    92          3           18    0.0%               found.append(i)
per function:
  parity_bit                    10640 reads        31609 cost   55.0%
  parity_correct                 4005 reads        22281 cost   38.8%
  km_scan                         885 reads         3173 cost    5.5%
  oracle                           60 reads          306 cost    0.5%
  solve_km                          2 reads           91 cost    0.2%
depths:
           1..1                2942 reads         2942 cost
           2..3                 630 reads         1260 cost
           4..7                4972 reads        13332 cost
           8..15               5781 reads        22078 cost
          16..31                673 reads         3537 cost
          32..63                 96 reads          634 cost
          64..127                27 reads          270 cost
         128..255                43 reads          612 cost
         256..511                85 reads         1700 cost
         512..1023              171 reads         4797 cost
        1024..2047              163 reads         5884 cost
        2048..4095                9 reads          414 cost

== measured call 4 · solve_fourier() at line 95 · cost 5019937 · 890483 reads · peak live 5320 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    82          5          140    0.0%       found = parity.fourier_scan(X[:N_SOLVE], Y[:N_SOLVE], N_BITS, K_SPARSE)
    83          1           45    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    19       2000         4998    0.1%       for j in secret:
    20       7500        22492    0.4%           p = p ^ (x[j] > 0)
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
    41        505         1508    0.0%       for s in range(len(X)):
    42       3500        20815    0.4%           correct = correct + (parity_bit(X[s], secret) == Y[s])
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
    99          7           64    0.0%       idx = list(range(k))
   100       1140         4557    0.1%       while True:
   101       2280         9117    0.2%           out.append(idx[:])
   102       2280         6840    0.1%           i = k - 1
   103      14622        30538    0.6%           while i >= 0 and idx[i] == i + n - k:
   104        380          949    0.0%               i -= 1
   105       3420         6838    0.1%           if i < 0:
   106                                               return out
   107       4556        10251    0.2%           idx[i] += 1
   108       8160        12903    0.3%           for j in range(i + 1, k):
   109       1122         1853    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       6601        28280    0.6%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        201         1514    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       1142        14849    0.3%       for subset in combinations(n, k):
   120                                           score = 0
   121      51300       201116    4.0%           for s in range(len(X)):
   122      45600        45600    0.9%               p = t[s]
   123      45600        45600    0.9%               row = signs[s]
   124     182400       456610    9.1%               for j in subset:
   125     410400      3791585   75.5%*                  p = p * row[j]
   126      91200       282622    5.6%               score = score + p
   127       1140         1140    0.0%           score = abs(score)
   128       3420        17111    0.3%           if score > best_score:
per function:
  fourier_scan                 839005 reads      4886029 cost   97.3%
  combinations                  37967 reads        83910 cost    1.7%
  parity_bit                     9500 reads        27490 cost    0.5%
  parity_correct                 4005 reads        22323 cost    0.4%
  solve_fourier                     6 reads          185 cost    0.0%
depths:
           1..1              118441 reads       118441 cost
           2..3              188009 reads       376018 cost
           4..7              155258 reads       369527 cost
           8..15             237783 reads       946458 cost
          16..31                221 reads         1133 cost
          32..63                124 reads          871 cost
          64..127               238 reads         2556 cost
         128..255            137655 reads      1878280 cost
         256..511             21593 reads       443377 cost
         512..1023            28174 reads       737086 cost
        1024..2047              988 reads        38624 cost
        2048..4095             1999 reads       107566 cost
