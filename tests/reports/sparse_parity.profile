dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 152570935 · 37098787 reads · peak live 17520177 ==
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
    94          5          159    0.0%   for name, solver, args in runs:
    95          8          323    0.0%       trace, (found, correct) = traced_eval(solver, args)
    96   18448183     36896512   24.2%*      rows.append((name, found, correct, trace_to_bytedmd(trace, 1), len(trace)))
    97         18           43    0.0%   cheapest = min(row[3] for row in rows)
    98                                   
    99         10           29    0.0%   print(f"sparse parity: n = {N_BITS} bits, k = {K_SPARSE} secret bits, seed {SEED}")
   100         13           50    0.0%   print(f"data: {N_TRAIN} train / {N_TEST} test samples; secret {SECRET}")
   101         21           73    0.0%   print(f"MLP: hidden {HIDDEN}, epochs {EPOCHS}, lr {LR}, batch {BATCH}, "
   102                                         f"weight decay {WEIGHT_DECAY}; GF(2)/Fourier use {N_SOLVE} samples, "
   103                                         f"KM {KM_SAMPLES} per bit")
   104                                   print()
   105         20           41    0.0%   print(f"{'method':<14}{'found':<14}{'correct':<9}{'test acc':>9}"
   106                                         f"{'ByteDMD cost':>15}{'reads':>11}{'vs cheapest':>13}")
   107          5           12    0.0%   for name, found, correct, cost, reads in rows:
   108         12           34    0.0%       ok = "yes" if found == SECRET else "no"
   109         16           44    0.0%       acc = 100 * correct / N_TEST
   110         16           67    0.0%       found_str = str(found)
   111         87          233    0.0%       print(f"{name:<14}{found_str:<14}{ok:<9}{acc:>8.1f}%"
-- stdlib/nn.dmd
    15     336000      4048022    2.7%       s = w[0] * x[0]
    16    1932000      6045158    4.0%       for i in range(1, len(x)):
    17    9576000     74095170   48.6%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     535500      2990074    2.0%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    49        986         2651    0.0%       W1 = [[rng.gauss(0.0, 1.0 / math.sqrt(n_in)) for _ in range(n_in)] for _ in range(n_hidden)]
    50         50          133    0.0%       w2 = [rng.gauss(0.0, 1.0 / math.sqrt(n_hidden)) for _ in range(n_hidden)]
    51          2            5    0.0%       return [W1, [0.0] * n_hidden, w2, [0.0]]
    52                                   
    53                                   
    54                                   def mlp_forward(W1, b1, w2, b2, x):
    55                                       """Pre-activations of the hidden layer and the output z."""
    56      10500       162589    0.1%       a = linear(W1, b1, x)
    57                                       z = b2
    58     115500       214885    0.1%       for j in range(len(a)):
    59     336000      1236147    0.8%           if a[j] > 0:
    60     121902       657663    0.4%               z = z + w2[j] * a[j]
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
    75         12         1558    0.0%       for epoch in range(epochs):
    76       1300        24908    0.0%           for start in range(0, len(X), batch):
    77      11250        60718    0.0%               stop = min(start + batch, len(X))
    78       5000        29270    0.0%               scale = lr / (stop - start)
    79      32500        83748    0.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       2500         5000    0.0%               gb = [0.0] * n_hidden
    81       2500         5000    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83      13750       164403    0.1%               for s in range(start, stop):
    84      10000        10000    0.0%                   x = X[s]
    85      50000      1730695    1.1%                   t = 2 * Y[s] - 1
    86      10000       155589    0.1%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       275959    0.2%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       102806    0.1%                   gb2 = gb2 - t
    91      54080       237160    0.2%                   for j in range(n_hidden):
    92     173056       524235    0.3%                       if a[j] > 0:
    93      75222       294806    0.2%                           gw2[j] = gw2[j] - t * a[j]
    94      32238       107110    0.1%                           d = t * w2[j]
    95      42984       186132    0.1%                           gb[j] = gb[j] - d
    96      10746        10746    0.0%                           row = gW[j]
    97     236412       658944    0.4%                           for i in range(n_in):
    98    1504440      5944669    3.9%                               row[i] = row[i] - d * x[i]
    99      12500        76699    0.1%               for j in range(n_hidden):
   100      10000        10000    0.0%                   row = W1[j]
   101      10000        10000    0.0%                   grow = gW[j]
   102     220000       574016    0.4%                   for i in range(n_in):
   103    1800000      8019939    5.3%                       row[i] = row[i] * keep - scale * grow[i]
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
   114        503         7024    0.0%       for s in range(len(X)):
   115       1500         9499    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       3500        60509    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          2           34    0.0%       n_in = len(W1[0])
   124         82          424    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         11           82    0.0%       for j in range(1, len(W1)):
   126        154          336    0.0%           for i in range(n_in):
   127        980         4265    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          5          124    0.0%       for _ in range(k):
   130          3           23    0.0%           best = -1
   131         66          197    0.0%           for i in range(n_in):
   132        729         1712    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133                                                   best = i
   134                                           chosen.append(best)
   135         13           21    0.0%       return sorted(chosen)
-- stdlib/parity.dmd
    13         19           34    0.0%       return sorted(rng.sample(range(n), k))
    14                                   
    15                                   
    16                                   def parity_bit(x, secret):
    17                                       """Parity of the signs of x at the secret positions (a bool)."""
    18                                       p = False
    19      12240        40290    0.0%       for j in secret:
    20      45900       346953    0.2%           p = p ^ (x[j] > 0)
    21                                       return p
    22                                   
    23                                   
    24                                   def make_data(rng, m, n, secret):
    25                                       X = []
    26                                       Y = []
    27       1504         9155    0.0%       for _ in range(m):
    28                                           x = []
    29      33000       100498    0.1%           for i in range(n):
    30      30000        92996    0.1%               bit = rng.getrandbits(1)
    31      60000       185997    0.1%               v = rng.uniform(0.5, 1.0)
    32      45134        75134    0.0%               x.append(v if bit else -v)
    33                                           X.append(x)
    34       3000        13500    0.0%           Y.append(int(parity_bit(x, secret)))
    35                                       return X, Y
    36                                   
    37                                   
    38                                   def parity_correct(secret, X, Y):
    39                                       """Number of samples whose label the candidate secret predicts."""
    40                                       correct = 0
    41       1509         5651    0.0%       for s in range(len(X)):
    42      10500        88913    0.1%           correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         43          205    0.0%       for s in range(len(X)):
    52         40           40    0.0%           x = X[s]
    53        120         2449    0.0%           r = Y[s] << n
    54        880         1720    0.0%           for i in range(n):
    55       5600        51238    0.0%               r = r | ((x[i] > 0) << i)
    56                                           rows.append(r)
    57          1            1    0.0%       m = len(rows)
    58                                       pivots = []
    59         22          144    0.0%       for col in range(n):
    60         20           40    0.0%           top = len(pivots)
    61         20           49    0.0%           p = -1
    62         83          242    0.0%           for r in range(top, m):
    63        258          738    0.0%               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66         60          197    0.0%           if p < 0:
    67                                               continue
    68         80          163    0.0%           rows[top], rows[p] = rows[p], rows[top]
    69        840         2431    0.0%           for r in range(m):
    70       7080        17337    0.0%               if r != top and (rows[r] >> col) & 1:
    71       1825         4821    0.0%                   rows[r] = rows[r] ^ rows[top]
    72                                           pivots.append(col)
    73                                       found = []
    74         23           43    0.0%       for t in range(len(pivots)):
    75        120          230    0.0%           if (rows[t] >> n) & 1:
    76          3            6    0.0%               found.append(pivots[t])
    77          7           14    0.0%       return sorted(found)
    78                                   
    79                                   
    80                                   def km_scan(X, Y, n, query, samples):
    81                                       """Bit i is in the secret if flipping it flips the label (as answered
    82                                       by the membership oracle `query`) on a majority of `samples` samples."""
    83                                       found = []
    84         22          165    0.0%       for i in range(n):
    85                                           flips = 0
    86        100          360    0.0%           for s in range(samples):
    87        120          564    0.0%               x = X[s][:]
    88        180         3297    0.0%               x[i] = -x[i]
    89        300         1255    0.0%               if query(x) != Y[s]:
    90         18           74    0.0%                   flips += 1
    91        100          311    0.0%           if 2 * flips > samples:
    92                                               found.append(i)
    93                                       return found
    94                                   
    95                                   
    96                                   def combinations(n, k):
    97                                       """All k-subsets of range(n) as sorted lists, in lexicographic order."""
    98                                       out = []
    99          5           61    0.0%       idx = list(range(k))
   100       1140         3588    0.0%       while True:
   101       1140         3589    0.0%           out.append(idx[:])
   102       2280         5870    0.0%           i = k - 1
   103      14622        29560    0.0%           while i >= 0 and idx[i] == i + n - k:
   104        380          950    0.0%               i -= 1
   105       3420         6838    0.0%           if i < 0:
   106                                               return out
   107       4556        10251    0.0%           idx[i] += 1
   108       5882         9486    0.0%           for j in range(i + 1, k):
   109       1122         1853    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       6521        55199    0.0%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        201         2509    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       1142        14849    0.0%       for subset in combinations(n, k):
   120                                           score = 0
   121      49020       197696    0.1%           for s in range(len(X)):
   122      45600        45600    0.0%               p = t[s]
   123      45600        45600    0.0%               row = signs[s]
   124     182400       456637    0.3%               for j in subset:
   125     410400      3791630    2.5%                   p = p * row[j]
   126      91200       282622    0.2%               score = score + p
   127       1140         1140    0.0%           score = abs(score)
   128       3420        17111    0.0%           if score > best_score:
per function:
  dot                        11844000 reads     84188350 cost   55.2%
  <module>                   18448421 reads     36897967 cost   24.2%
  mlp_train                   4546337 reads     20104999 cost   13.2%
  fourier_scan                 836645 reads      4910595 cost    3.2%
  linear                       535500 reads      2990074 cost    2.0%
  mlp_forward                  583902 reads      2271284 cost    1.5%
  make_data                    172638 reads       477280 cost    0.3%
  parity_bit                    58140 reads       387243 cost    0.3%
  parity_correct                12009 reads        94564 cost    0.1%
  gf2_solve                     17125 reads        82108 cost    0.1%
  mlp_correct                    5503 reads        77032 cost    0.1%
  combinations                  34547 reads        72046 cost    0.0%
  top_inputs                     2045 reads         7218 cost    0.0%
  km_scan                         840 reads         6026 cost    0.0%
  mlp_init                       1038 reads         2789 cost    0.0%
  solve_mlp                         4 reads          417 cost    0.0%
  oracle                           60 reads          283 cost    0.0%
  solve_fourier                     6 reads          263 cost    0.0%
  solve_gf2                         6 reads          263 cost    0.0%
  solve_km                          2 reads          100 cost    0.0%
  make_secret                      19 reads           34 cost    0.0%
depths:
           1..1             6944923 reads      6944923 cost
           2..3            19416074 reads     38832148 cost
           4..7             5344703 reads     13726045 cost
           8..15             310736 reads      1204565 cost
          16..31              63015 reads       345555 cost
          32..63            2146851 reads     15229965 cost
          64..127             78032 reads       757805 cost
         128..255           1716667 reads     26140384 cost
         256..511            806972 reads     14494271 cost
         512..1023            30184 reads       784629 cost
        1024..2047             2823 reads       111704 cost
        2048..4095            11078 reads       592565 cost
        4096..8191             9111 reads       715528 cost
        8192..16383           12911 reads      1384132 cost
       16384..32767          182699 reads     27279254 cost
       32768..65535           22008 reads      4027462 cost

== measured call 1 · solve_mlp() at line 95 · cost 107012475 · 17517291 reads · peak live 33387 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    66          1          183    0.0%       trained = nn.mlp_train(params, X, Y, EPOCHS, LR, BATCH, WEIGHT_DECAY)
    67          2          120    0.0%       found = nn.top_inputs(trained[0], K_SPARSE)
    68          1          106    0.0%       return found, nn.mlp_correct(trained, X_test, Y_test)
-- stdlib/nn.dmd
    15     336000      3925323    3.7%       s = w[0] * x[0]
    16    1932000      5922609    5.5%       for i in range(1, len(x)):
    17    9576000     71765345   67.1%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22     535500      2989330    2.8%       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    58     115500       214885    0.2%       for j in range(len(a)):
    59     336000      1235249    1.2%           if a[j] > 0:
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
    75         12         1539    0.0%       for epoch in range(epochs):
    76       1300        24966    0.0%           for start in range(0, len(X), batch):
    77      11250        60662    0.1%               stop = min(start + batch, len(X))
    78       5000        29240    0.0%               scale = lr / (stop - start)
    79      32500        83747    0.1%               gW = [[0.0] * n_in for _ in range(n_hidden)]
    80       2500         5000    0.0%               gb = [0.0] * n_hidden
    81       2500         5000    0.0%               gw2 = [0.0] * n_hidden
    82                                               gb2 = 0.0
    83      13750       164363    0.2%               for s in range(start, stop):
    84      10000        10000    0.0%                   x = X[s]
    85      50000      1691058    1.6%                   t = 2 * Y[s] - 1
    86      10000       155549    0.1%                   a, z = mlp_forward(W1, b1, w2, b2, x)
    87      50000       275863    0.3%                   if t * z >= 1:
    88                                                       continue
    89                                                   # d loss / d z = -t
    90      10816       102802    0.1%                   gb2 = gb2 - t
    91      54080       237155    0.2%                   for j in range(n_hidden):
    92     173056       524212    0.5%                       if a[j] > 0:
    93      75222       294804    0.3%                           gw2[j] = gw2[j] - t * a[j]
    94      32238       107110    0.1%                           d = t * w2[j]
    95      42984       186132    0.2%                           gb[j] = gb[j] - d
    96      10746        10746    0.0%                           row = gW[j]
    97     236412       658903    0.6%                           for i in range(n_in):
    98    1504440      5944612    5.6%                               row[i] = row[i] - d * x[i]
    99      12500        76678    0.1%               for j in range(n_hidden):
   100      10000        10000    0.0%                   row = W1[j]
   101      10000        10000    0.0%                   grow = gW[j]
   102     220000       573995    0.5%                   for i in range(n_in):
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
   114        503         7004    0.0%       for s in range(len(X)):
   115       1500         9001    0.0%           a, z = mlp_forward(W1, b1, w2, b2[0], X[s])
   116       3500        52715    0.0%           correct = correct + ((z > 0) == Y[s])
   117                                       return correct
   118                                   
   119                                   
   120                                   def top_inputs(W1, k):
   121                                       """The k inputs with the largest total |weight| into the hidden layer,
   122                                       in increasing order."""
   123          2           15    0.0%       n_in = len(W1[0])
   124         82          424    0.0%       weight = [abs(W1[0][i]) for i in range(n_in)]
   125         11           82    0.0%       for j in range(1, len(W1)):
   126        154          336    0.0%           for i in range(n_in):
   127        980         4265    0.0%               weight[i] = weight[i] + abs(W1[j][i])
   128                                       chosen = []
   129          5          120    0.0%       for _ in range(k):
   130          3           23    0.0%           best = -1
   131         66          197    0.0%           for i in range(n_in):
   132        729         1711    0.0%               if i not in chosen and (best < 0 or weight[i] > weight[best]):
   133                                                   best = i
   134                                           chosen.append(best)
   135         13           21    0.0%       return sorted(chosen)
per function:
  dot                        11844000 reads     81613277 cost   76.3%
  mlp_train                   4546337 reads     20064065 cost   18.7%
  linear                       535500 reads      2989330 cost    2.8%
  mlp_forward                  583902 reads      2269480 cost    2.1%
  mlp_correct                    5503 reads        68720 cost    0.1%
  top_inputs                     2045 reads         7194 cost    0.0%
  solve_mlp                         4 reads          409 cost    0.0%
depths:
           1..1             6796092 reads      6796092 cost
           2..3              780023 reads      1560046 cost
           4..7             5014881 reads     12869250 cost
           8..15              65711 reads       233643 cost
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

== measured call 2 · solve_gf2() at line 95 · cost 90360 · 30634 reads · peak live 2846 ==
  line      reads         cost       %   source
-- sparse_parity.dmd
    72          5          140    0.2%       found = parity.gf2_solve(X[:N_SOLVE], Y[:N_SOLVE], N_BITS)
    73          1           45    0.0%       return found, parity.parity_correct(found, X_test, Y_test)
-- stdlib/parity.dmd
    19       2000         4998    5.5%       for j in secret:
    20       7500        22492   24.9%*          p = p ^ (x[j] > 0)
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
    41        503         1505    1.7%       for s in range(len(X)):
    42       3500        20815   23.0%*          correct = correct + (parity_bit(X[s], secret) == Y[s])
    43                                       return correct
    44                                   
    45                                   
    46                                   def gf2_solve(X, Y, n):
    47                                       """Solve <bits(x), secret> = y over GF(2). Each sample is one int:
    48                                       bit i = sign bit of x[i], bit n = label. Gauss-Jordan elimination;
    49                                       free variables (if the rows do not have full rank) are set to 0."""
    50                                       rows = []
    51         43           84    0.1%       for s in range(len(X)):
    52         40           40    0.0%           x = X[s]
    53        120          992    1.1%           r = Y[s] << n
    54        880         1720    1.9%           for i in range(n):
    55       5600        11638   12.9%*              r = r | ((x[i] > 0) << i)
    56                                           rows.append(r)
    57          1            1    0.0%       m = len(rows)
    58                                       pivots = []
    59         22          142    0.2%       for col in range(n):
    60         20           40    0.0%           top = len(pivots)
    61         20           49    0.1%           p = -1
    62         83          242    0.3%           for r in range(top, m):
    63        258          648    0.7%               if (rows[r] >> col) & 1:
    64                                                   p = r
    65                                                   break
    66         60          197    0.2%           if p < 0:
    67                                               continue
    68         80          163    0.2%           rows[top], rows[p] = rows[p], rows[top]
    69        840         2431    2.7%           for r in range(m):
    70       7080        16868   18.7%*              if r != top and (rows[r] >> col) & 1:
    71       1825         4821    5.3%                   rows[r] = rows[r] ^ rows[top]
    72                                           pivots.append(col)
    73                                       found = []
    74         23           42    0.0%       for t in range(len(pivots)):
    75        120          230    0.3%           if (rows[t] >> n) & 1:
    76          3            6    0.0%               found.append(pivots[t])
    77          7           11    0.0%       return sorted(found)
per function:
  gf2_solve                     17125 reads        40365 cost   44.7%
  parity_bit                     9500 reads        27490 cost   30.4%
  parity_correct                 4003 reads        22320 cost   24.7%
  solve_gf2                         6 reads          185 cost    0.2%
depths:
           1..1                8475 reads         8475 cost
           2..3                3148 reads         6296 cost
           4..7               10554 reads        27502 cost
           8..15               6411 reads        23956 cost
          16..31                383 reads         2032 cost
          32..63               1136 reads         7843 cost
          64..127                24 reads          247 cost
         128..255                50 reads          712 cost
         256..511                98 reads         1962 cost
         512..1023              188 reads         5244 cost
        1024..2047              164 reads         5929 cost
        2048..4095                3 reads          162 cost

== measured call 3 · solve_km() at line 95 · cost 57374 · 15545 reads · peak live 2084 ==
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
    19       2240         5772   10.1%*      for j in secret:
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
    41        503         1505    2.6%       for s in range(len(X)):
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
    84         22          163    0.3%       for i in range(n):
    85                                           flips = 0
    86        100          350    0.6%           for s in range(samples):
    87        120          418    0.7%               x = X[s][:]
    88        180          691    1.2%               x[i] = -x[i]
    89        300         1089    1.9%               if query(x) != Y[s]:
    90         18           73    0.1%                   flips += 1
    91        100          306    0.5%           if 2 * flips > samples:
per function:
  parity_bit                    10640 reads        31609 cost   55.1%
  parity_correct                 4003 reads        22278 cost   38.8%
  km_scan                         840 reads         3090 cost    5.4%
  oracle                           60 reads          306 cost    0.5%
  solve_km                          2 reads           91 cost    0.2%
depths:
           1..1                2920 reads         2920 cost
           2..3                 610 reads         1220 cost
           4..7                4971 reads        13331 cost
           8..15               5780 reads        22075 cost
          16..31                683 reads         3597 cost
          32..63                 83 reads          556 cost
          64..127                27 reads          268 cost
         128..255                43 reads          612 cost
         256..511                85 reads         1700 cost
         512..1023              171 reads         4797 cost
        1024..2047              163 reads         5884 cost
        2048..4095                9 reads          414 cost

== measured call 4 · solve_fourier() at line 95 · cost 5004527 · 884701 reads · peak live 5319 ==
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
    41        503         1505    0.0%       for s in range(len(X)):
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
    99          5           61    0.0%       idx = list(range(k))
   100       1140         3588    0.1%       while True:
   101       1140         3589    0.1%           out.append(idx[:])
   102       2280         5870    0.1%           i = k - 1
   103      14622        29558    0.6%           while i >= 0 and idx[i] == i + n - k:
   104        380          949    0.0%               i -= 1
   105       3420         6838    0.1%           if i < 0:
   106                                               return out
   107       4556        10251    0.2%           idx[i] += 1
   108       5882         9486    0.2%           for j in range(i + 1, k):
   109       1122         1853    0.0%               idx[j] = idx[j - 1] + 1
   110                                   
   111                                   
   112                                   def fourier_scan(X, Y, n, k):
   113                                       """The k-subset S maximising |sum_s t_s * prod_{j in S} sign(x_s[j])|,
   114                                       t = 2y - 1: the largest Walsh-Fourier coefficient of degree k."""
   115       6521        28160    0.6%       signs = [[(x[i] > 0) * 2 - 1 for i in range(n)] for x in X]
   116        201         1514    0.0%       t = [2 * y - 1 for y in Y]
   117                                       best = []
   118          1            2    0.0%       best_score = -1
   119       1142        14849    0.3%       for subset in combinations(n, k):
   120                                           score = 0
   121      49020       197696    4.0%           for s in range(len(X)):
   122      45600        45600    0.9%               p = t[s]
   123      45600        45600    0.9%               row = signs[s]
   124     182400       456610    9.1%               for j in subset:
   125     410400      3791585   75.8%*                  p = p * row[j]
   126      91200       282622    5.6%               score = score + p
   127       1140         1140    0.0%           score = abs(score)
   128       3420        17111    0.3%           if score > best_score:
per function:
  fourier_scan                 836645 reads      4882489 cost   97.6%
  combinations                  34547 reads        72043 cost    1.4%
  parity_bit                     9500 reads        27490 cost    0.5%
  parity_correct                 4003 reads        22320 cost    0.4%
  solve_fourier                     6 reads          185 cost    0.0%
depths:
           1..1              116120 reads       116120 cost
           2..3              185688 reads       371376 cost
           4..7              155412 reads       369020 cost
           8..15             236505 reads       938593 cost
          16..31                213 reads         1106 cost
          32..63                116 reads          823 cost
          64..127               238 reads         2556 cost
         128..255            137655 reads      1878280 cost
         256..511             21593 reads       443377 cost
         512..1023            28174 reads       737086 cost
        1024..2047              988 reads        38624 cost
        2048..4095             1999 reads       107566 cost
