dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 129362144 · 21355794 reads · peak live 20275 ==
  line      reads         cost       %   source
-- attention.dmd
    22          1            1    0.0%   import math
    23          1            1    0.0%   import random
    24                                   
    25          1            1    0.0%   from bytedmd import bytedmd
    26          1            1    0.0%   import nn
    27                                   
    28          1            1    0.0%   SEED = 7
    29          1            1    0.0%   D_HEAD = 8
    30          1            2    0.0%   TILE = 8
    31          5           10    0.0%   SIZES = [8, 16, 32, 64, 128]
    32                                   
    33                                   
    34                                   def naive_attention(Q, K, V):
    35         30          501    0.0%       n = len(Q)
    36         50          904    0.0%       d = len(Q[0])
    37         50          725    0.0%       scale = 1.0 / math.sqrt(d)
    38     527308      4087700    3.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        556         5263    0.0%       for i in range(n):
    41       1488        52798    0.0%           row = S[i]
    42     175088      5423045    4.2%           m = max(row)
    43     306528      1331137    1.0%           e = [nn.exp(s - m) for s in row]
    44     132432       668417    0.5%           total = sum(e)
    45     176576       715758    0.6%           P.append([p / total for p in e])
    46                                       O = []
    47        556        14944    0.0%       for i in range(n):
    48       1488        48028    0.0%           p = P[i]
    49    4233856     36074614   27.9%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
    50                                       return O
    51                                   
    52                                   
    53                                   def flash_attention(Q, K, V):
    54         30          544    0.0%       n = len(Q)
    55         50          943    0.0%       d = len(Q[0])
    56         50          820    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58        142         3017    0.0%       for q0 in range(0, n, TILE):
    59        744         3987    0.0%           qs = range(q0, min(q0 + TILE, n))
    60        496         2095    0.0%           m = [None] * len(qs)
    61        496         1488    0.0%           l = [None] * len(qs)
    62        496         1240    0.0%           acc = [None] * len(qs)
    63       1178        14727    0.0%           for k0 in range(0, n, TILE):
    64       8184        48284    0.0%               ks = range(k0, min(k0 + TILE, n))
    65      11594       110828    0.1%               for a in range(len(qs)):
    66      43648       537720    0.4%                   q = Q[qs[a]]
    67     458304      3004015    2.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68     180048       647864    0.5%                   tile_max = max(s)
    69      27280       329534    0.3%                   if m[a] is None:
    70        496         1488    0.0%                       new_max = tile_max
    71                                                   else:
    72      49600       100146    0.1%                       new_max = max(m[a], tile_max)
    73     316448      1208706    0.9%                   p = [nn.exp(x - new_max) for x in s]
    74      27280       114576    0.1%                   if m[a] is None:
    75      14384        53867    0.0%                       l[a] = sum(p)
    76     595200      2671038    2.1%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78      34720       109120    0.1%                       corr = nn.exp(m[a] - new_max)
    79     173600       740020    0.6%                       l[a] = l[a] * corr + sum(p)
    80      14880       173677    0.1%                       o = acc[a]
    81    6190080     28910295   22.3%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83      16368       123405    0.1%                   m[a] = new_max
    84       1054         4381    0.0%           for a in range(len(qs)):
    85      26784       143462    0.1%               O.append([x / l[a] for x in acc[a]])
    86                                       return O
    87                                   
    88                                   
    89                                   def random_matrix(rng, rows, cols):
    90      35058       105749    0.1%       return [[rng.gauss(0.0, 1.0) for _ in range(cols)] for _ in range(rows)]
    91                                   
    92                                   
    93          3           10    0.0%   rng = random.Random(SEED)
    94         11           32    0.0%   print(f"one attention head, d = {D_HEAD}, tile {TILE}, seed {SEED}: ByteDMD cost")
    95         16           33    0.0%   print(f"{'N':>5}{'naive':>14}{'flash':>14}{'naive/flash':>13}{'max |diff|':>12}")
    96         12           64    0.0%   for n in SIZES:
    97         25          118    0.0%       Q = random_matrix(rng, n, D_HEAD)
    98         25          505    0.0%       K = random_matrix(rng, n, D_HEAD)
    99         25          522    0.0%       V = random_matrix(rng, n, D_HEAD)
   100         55          831    0.0%       naive = bytedmd(naive_attention, (Q, K, V))
   101         55         1096    0.0%       flash = bytedmd(flash_attention, (Q, K, V))
   102         25          862    0.0%       a = naive_attention(Q, K, V)
   103         25         1005    0.0%       b = flash_attention(Q, K, V)
   104      28550       172735    0.1%       diff = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
   105         80          238    0.0%       print(f"{n:>5}{naive:>14,}{flash:>14,}{naive / flash:>13.2f}{diff:>12.1e}")
-- stdlib/nn.dmd
    11          1            2    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15     523776      4021140    3.1%       s = w[0] * x[0]
    16    1484032      6635051    5.1%       for i in range(1, len(x)):
    17    4888576     28897581   22.3%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33     645792      2039431    1.6%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             5556006 reads     48423834 cost   37.4%
  dot                         6896384 reads     39553772 cost   30.6%
  flash_attention             8193634 reads     39061287 cost   30.2%
  exp                          645792 reads      2039431 cost    1.6%
  <module> (line 0)             28919 reads       178069 cost    0.1%
  random_matrix                 35058 reads       105749 cost    0.1%
  <module> (line 0)                 1 reads            2 cost    0.0%
depths:
           1..1             5334846 reads      5334846 cost
           2..3             1205662 reads      2411324 cost
           4..7             2681780 reads      7846652 cost
           8..15            6359950 reads     24020463 cost
          16..31             684305 reads      3775248 cost
          32..63            2266815 reads     14487340 cost
          64..127            125155 reads      1279914 cost
         128..255           1108005 reads     16018837 cost
         256..511            616117 reads     12283951 cost
         512..1023           187992 reads      4973469 cost
        1024..2047           617821 reads     23276804 cost
        2048..4095            88143 reads      4686038 cost
        4096..8191            22081 reads      1647433 cost
        8192..16383           18162 reads      2013647 cost
       16384..32767           38960 reads      5306178 cost

== measured call 1 · naive_attention() at line 100 · cost 55624 · 14503 reads · peak live 259 ==
  line      reads         cost       %   source
-- attention.dmd
    35          3            5    0.0%       n = len(Q)
    36          5           11    0.0%       d = len(Q[0])
    37          5           22    0.0%       scale = 1.0 / math.sqrt(d)
    38        830         4552    8.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         14           51    0.1%       for i in range(n):
    41         24          121    0.2%           row = S[i]
    42        264         1055    1.9%           m = max(row)
    43        464         1549    2.8%           e = [nn.exp(s - m) for s in row]
    44        216          635    1.1%           total = sum(e)
    45        288          694    1.2%           P.append([p / total for p in e])
    46                                       O = []
    47         14           97    0.2%       for i in range(n):
    48         24          181    0.3%           p = P[i]
    49       6848        26481   47.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15        384         1812    3.3%       s = w[0] * x[0]
    16       1088         3740    6.7%       for i in range(1, len(x)):
    17       3584        13312   23.9%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33        448         1306    2.3%       return math.exp(x) + 0.0 * x
per function:
  naive_attention                8999 reads        35454 cost   63.7%
  dot                            5056 reads        18864 cost   33.9%
  exp                             448 reads         1306 cost    2.3%
depths:
           1..1                3677 reads         3677 cost
           2..3                1031 reads         2062 cost
           4..7                2161 reads         6273 cost
           8..15               3550 reads        12351 cost
          16..31                774 reads         4279 cost
          32..63               1926 reads        11661 cost
          64..127              1170 reads        12576 cost
         128..255               214 reads         2745 cost

== measured call 2 · flash_attention() at line 101 · cost 74731 · 17457 reads · peak live 289 ==
  line      reads         cost       %   source
-- attention.dmd
    54          3            5    0.0%       n = len(Q)
    55          5           11    0.0%       d = len(Q[0])
    56          5           22    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          9           39    0.1%       for q0 in range(0, n, TILE):
    59         12           22    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          8           20    0.0%           m = [None] * len(qs)
    61          8           24    0.0%           l = [None] * len(qs)
    62          8           20    0.0%           acc = [None] * len(qs)
    63          9           35    0.0%           for k0 in range(0, n, TILE):
    64         12           25    0.0%               ks = range(k0, min(k0 + TILE, n))
    65         17          125    0.2%               for a in range(len(qs)):
    66         64          653    0.9%                   q = Q[qs[a]]
    67        672         4048    5.4%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        264          880    1.2%                   tile_max = max(s)
    69         40          405    0.5%                   if m[a] is None:
    70          8           24    0.0%                       new_max = tile_max
    71                                                   else:
    72                                                       new_max = max(m[a], tile_max)
    73        464         1753    2.3%                   p = [nn.exp(x - new_max) for x in s]
    74         40          164    0.2%                   if m[a] is None:
    75        232          834    1.1%                       l[a] = sum(p)
    76       9600        40789   54.6%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78                                                       corr = nn.exp(m[a] - new_max)
    79                                                       l[a] = l[a] * corr + sum(p)
    80                                                       o = acc[a]
    81                                                       acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83         24          164    0.2%                   m[a] = new_max
    84         17           52    0.1%           for a in range(len(qs)):
    85        432         1846    2.5%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15        384         2115    2.8%       s = w[0] * x[0]
    16       1088         4033    5.4%       for i in range(1, len(x)):
    17       3584        15122   20.2%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33        448         1501    2.0%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               11953 reads        51960 cost   69.5%
  dot                            5056 reads        21270 cost   28.5%
  exp                             448 reads         1501 cost    2.0%
depths:
           1..1                4206 reads         4206 cost
           2..3                1031 reads         2062 cost
           4..7                2134 reads         6258 cost
           8..15               5678 reads        22408 cost
          16..31               1170 reads         6416 cost
          32..63               1618 reads        10650 cost
          64..127               274 reads         2832 cost
         128..255              1272 reads        18644 cost
         256..511                74 reads         1255 cost

== measured call 3 · naive_attention() at line 100 · cost 247068 · 56111 reads · peak live 611 ==
  line      reads         cost       %   source
-- attention.dmd
    35          3            5    0.0%       n = len(Q)
    36          5           11    0.0%       d = len(Q[0])
    37          5           28    0.0%       scale = 1.0 / math.sqrt(d)
    38       3190        18982    7.7%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         22          108    0.0%       for i in range(n):
    41         48          381    0.2%           row = S[i]
    42       1040         6169    2.5%           m = max(row)
    43       1824         6365    2.6%           e = [nn.exp(s - m) for s in row]
    44        816         2699    1.1%           total = sum(e)
    45       1088         2846    1.2%           P.append([p / total for p in e])
    46                                       O = []
    47         22          238    0.1%       for i in range(n):
    48         48          520    0.2%           p = P[i]
    49      25984       118562   48.0%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       1536         8292    3.4%       s = w[0] * x[0]
    16       4352        16046    6.5%       for i in range(1, len(x)):
    17      14336        60584   24.5%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33       1792         5232    2.1%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               34095 reads       156914 cost   63.5%
  dot                           20224 reads        84922 cost   34.4%
  exp                            1792 reads         5232 cost    2.1%
depths:
           1..1               14245 reads        14245 cost
           2..3                3582 reads         7164 cost
           4..7                8154 reads        23796 cost
           8..15              14169 reads        49382 cost
          16..31               1705 reads         9372 cost
          32..63               8826 reads        61200 cost
          64..127               148 reads         1472 cost
         128..255              4387 reads        63495 cost
         256..511               895 reads        16942 cost

== measured call 4 · flash_attention() at line 101 · cost 311348 · 70057 reads · peak live 589 ==
  line      reads         cost       %   source
-- attention.dmd
    54          3            5    0.0%       n = len(Q)
    55          5           11    0.0%       d = len(Q[0])
    56          5           28    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         10           66    0.0%       for q0 in range(0, n, TILE):
    59         24           96    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         16           58    0.0%           m = [None] * len(qs)
    61         16           48    0.0%           l = [None] * len(qs)
    62         16           40    0.0%           acc = [None] * len(qs)
    63         20          120    0.0%           for k0 in range(0, n, TILE):
    64         48          186    0.1%               ks = range(k0, min(k0 + TILE, n))
    65         68          567    0.2%               for a in range(len(qs)):
    66        256         2869    0.9%                   q = Q[qs[a]]
    67       2688        16592    5.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68       1056         3692    1.2%                   tile_max = max(s)
    69        160         1771    0.6%                   if m[a] is None:
    70         16           48    0.0%                       new_max = tile_max
    71                                                   else:
    72        160          326    0.1%                       new_max = max(m[a], tile_max)
    73       1856         7068    2.3%                   p = [nn.exp(x - new_max) for x in s]
    74        160          672    0.2%                   if m[a] is None:
    75        464         1722    0.6%                       l[a] = sum(p)
    76      19200        83089   26.7%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78        112          352    0.1%                       corr = nn.exp(m[a] - new_max)
    79        560         2317    0.7%                       l[a] = l[a] * corr + sum(p)
    80         48          510    0.2%                       o = acc[a]
    81      19968        88602   28.5%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83         96          694    0.2%                   m[a] = new_max
    84         34          129    0.0%           for a in range(len(qs)):
    85        864         4270    1.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       1536         8916    2.9%       s = w[0] * x[0]
    16       4352        16485    5.3%       for i in range(1, len(x)):
    17      14336        63548   20.4%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33       1904         6451    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               47929 reads       215948 cost   69.4%
  dot                           20224 reads        88949 cost   28.6%
  exp                            1904 reads         6451 cost    2.1%
depths:
           1..1               17090 reads        17090 cost
           2..3                3990 reads         7980 cost
           4..7                8088 reads        23680 cost
           8..15              22715 reads        89668 cost
          16..31               4117 reads        22552 cost
          32..63               7412 reads        48893 cost
          64..127               634 reads         6656 cost
         128..255              4946 reads        72726 cost
         256..511               959 reads        19566 cost
         512..1023              106 reads         2537 cost

== measured call 5 · naive_attention() at line 100 · cost 1148665 · 220735 reads · peak live 1699 ==
  line      reads         cost       %   source
-- attention.dmd
    35          3            5    0.0%       n = len(Q)
    36          5           11    0.0%       d = len(Q[0])
    37          5           37    0.0%       scale = 1.0 / math.sqrt(d)
    38      12518        80703    7.0%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         38          238    0.0%       for i in range(n):
    41         96         1308    0.1%           row = S[i]
    42       4128        40536    3.5%           m = max(row)
    43       7232        27191    2.4%           e = [nn.exp(s - m) for s in row]
    44       3168        11609    1.0%           total = sum(e)
    45       4224        11936    1.0%           P.append([p / total for p in e])
    46                                       O = []
    47         38          633    0.1%       for i in range(n):
    48         96         1594    0.1%           p = P[i]
    49     101120       565188   49.2%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       6144        38470    3.3%       s = w[0] * x[0]
    16      17408        69469    6.0%       for i in range(1, len(x)):
    17      57344       278831   24.3%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33       7168        20906    1.8%       return math.exp(x) + 0.0 * x
per function:
  naive_attention              132671 reads       740989 cost   64.5%
  dot                           80896 reads       386770 cost   33.7%
  exp                            7168 reads        20906 cost    1.8%
depths:
           1..1               56117 reads        56117 cost
           2..3               13293 reads        26586 cost
           4..7               31657 reads        92625 cost
           8..15              57493 reads       201030 cost
          16..31               2226 reads        12759 cost
          32..63              22347 reads       136233 cost
          64..127             16593 reads       178422 cost
         128..255               255 reads         3630 cost
         256..511             17936 reads       349784 cost
         512..1023              838 reads        23665 cost
        1024..2047             1980 reads        67814 cost

== measured call 6 · flash_attention() at line 101 · cost 1279369 · 280749 reads · peak live 1056 ==
  line      reads         cost       %   source
-- attention.dmd
    54          3            5    0.0%       n = len(Q)
    55          5           11    0.0%       d = len(Q[0])
    56          5           37    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         12          135    0.0%       for q0 in range(0, n, TILE):
    59         48          244    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         32          134    0.0%           m = [None] * len(qs)
    61         32           96    0.0%           l = [None] * len(qs)
    62         32           80    0.0%           acc = [None] * len(qs)
    63         48          404    0.0%           for k0 in range(0, n, TILE):
    64        192          964    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        272         2449    0.2%               for a in range(len(qs)):
    66       1024        12105    0.9%                   q = Q[qs[a]]
    67      10752        67591    5.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68       4224        15028    1.2%                   tile_max = max(s)
    69        640         7436    0.6%                   if m[a] is None:
    70         32           96    0.0%                       new_max = tile_max
    71                                                   else:
    72        960         1959    0.2%                       new_max = max(m[a], tile_max)
    73       7424        28312    2.2%                   p = [nn.exp(x - new_max) for x in s]
    74        640         2688    0.2%                   if m[a] is None:
    75        928         3466    0.3%                       l[a] = sum(p)
    76      38400       168541   13.2%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78        672         2112    0.2%                       corr = nn.exp(m[a] - new_max)
    79       3360        14167    1.1%                       l[a] = l[a] * corr + sum(p)
    80        288         3244    0.3%                       o = acc[a]
    81     119808       540870   42.3%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        384         2846    0.2%                   m[a] = new_max
    84         68          283    0.0%           for a in range(len(qs)):
    85       1728         9154    0.7%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       6144        37133    2.9%       s = w[0] * x[0]
    16      17408        67085    5.2%       for i in range(1, len(x)):
    17      57344       264119   20.6%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33       7840        26575    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              192013 reads       884457 cost   69.1%
  dot                           80896 reads       368337 cost   28.8%
  exp                            7840 reads        26575 cost    2.1%
depths:
           1..1               68945 reads        68945 cost
           2..3               15713 reads        31426 cost
           4..7               31522 reads        92190 cost
           8..15              90952 reads       359096 cost
          16..31              15490 reads        84902 cost
          32..63              31332 reads       207135 cost
          64..127              1882 reads        19714 cost
         128..255             20046 reads       294627 cost
         256..511              2109 reads        43033 cost
         512..1023             2741 reads        77741 cost
        1024..2047               17 reads          560 cost

== measured call 7 · naive_attention() at line 100 · cost 5618579 · 875615 reads · peak live 5411 ==
  line      reads         cost       %   source
-- attention.dmd
    35          3            5    0.0%       n = len(Q)
    36          5           11    0.0%       d = len(Q[0])
    37          5           49    0.0%       scale = 1.0 / math.sqrt(d)
    38      49606       350051    6.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         70          593    0.0%       for i in range(n):
    41        192         4794    0.1%           row = S[i]
    42      16448       292150    5.2%           m = max(row)
    43      28800       116579    2.1%           e = [nn.exp(s - m) for s in row]
    44      12480        54261    1.0%           total = sum(e)
    45      16640        59136    1.1%           P.append([p / total for p in e])
    46                                       O = []
    47         70         1714    0.0%       for i in range(n):
    48        192         5090    0.1%           p = P[i]
    49     398848      2809169   50.0%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      24576       186645    3.3%       s = w[0] * x[0]
    16      69632       310729    5.5%       for i in range(1, len(x)):
    17     229376      1344242   23.9%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33      28672        83361    1.5%       return math.exp(x) + 0.0 * x
per function:
  naive_attention              523359 reads      3693602 cost   65.7%
  dot                          323584 reads      1841616 cost   32.8%
  exp                           28672 reads        83361 cost    1.5%
depths:
           1..1              222805 reads       222805 cost
           2..3               51149 reads       102298 cost
           4..7              124745 reads       365457 cost
           8..15             231696 reads       811538 cost
          16..31               6467 reads        37631 cost
          32..63              79167 reads       475311 cost
          64..127             12718 reads       114603 cost
         128..255             63938 reads       938093 cost
         256..511               514 reads        10274 cost
         512..1023            72674 reads      1961735 cost
        1024..2047             1302 reads        51497 cost
        2048..4095             2750 reads       153098 cost
        4096..8191             5690 reads       374239 cost

== measured call 8 · flash_attention() at line 101 · cost 5240624 · 1124101 reads · peak live 1984 ==
  line      reads         cost       %   source
-- attention.dmd
    54          3            5    0.0%       n = len(Q)
    55          5           11    0.0%       d = len(Q[0])
    56          5           49    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         16          325    0.0%       for q0 in range(0, n, TILE):
    59         96          540    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         64          286    0.0%           m = [None] * len(qs)
    61         64          192    0.0%           l = [None] * len(qs)
    62         64          160    0.0%           acc = [None] * len(qs)
    63        128         1428    0.0%           for k0 in range(0, n, TILE):
    64        768         4344    0.1%               ks = range(k0, min(k0 + TILE, n))
    65       1088        10197    0.2%               for a in range(len(qs)):
    66       4096        49596    0.9%                   q = Q[qs[a]]
    67      43008       275871    5.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      16896        60548    1.2%                   tile_max = max(s)
    69       2560        30528    0.6%                   if m[a] is None:
    70         64          192    0.0%                       new_max = tile_max
    71                                                   else:
    72       4480         9089    0.2%                       new_max = max(m[a], tile_max)
    73      29696       113419    2.2%                   p = [nn.exp(x - new_max) for x in s]
    74       2560        10752    0.2%                   if m[a] is None:
    75       1856         6954    0.1%                       l[a] = sum(p)
    76      76800       343201    6.5%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       3136         9856    0.2%                       corr = nn.exp(m[a] - new_max)
    79      15680        66571    1.3%                       l[a] = l[a] * corr + sum(p)
    80       1344        15480    0.3%                       o = acc[a]
    81     559104      2567092   49.0%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       1536        11518    0.2%                   m[a] = new_max
    84        136          591    0.0%           for a in range(len(qs)):
    85       3456        19038    0.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      24576       154426    2.9%       s = w[0] * x[0]
    16      69632       273650    5.2%       for i in range(1, len(x)):
    17     229376      1097000   20.9%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33      31808       107715    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              768709 reads      3607833 cost   68.8%
  dot                          323584 reads      1525076 cost   29.1%
  exp                           31808 reads       107715 cost    2.1%
depths:
           1..1              277055 reads       277055 cost
           2..3               62343 reads       124686 cost
           4..7              124445 reads       363727 cost
           8..15             363895 reads      1436848 cost
          16..31              60384 reads       331096 cost
          32..63             128468 reads       850427 cost
          64..127              6490 reads        67670 cost
         128..255             81090 reads      1191915 cost
         256..511              7552 reads       159270 cost
         512..1023             2904 reads        70003 cost
        1024..2047             9475 reads       367927 cost

== measured call 9 · naive_attention() at line 100 · cost 28641204 · 3487903 reads · peak live 18979 ==
  line      reads         cost       %   source
-- attention.dmd
    35          3            5    0.0%       n = len(Q)
    36          5           11    0.0%       d = len(Q[0])
    37          5           66    0.0%       scale = 1.0 / math.sqrt(d)
    38     197510      1576518    5.5%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        134         1556    0.0%       for i in range(n):
    41        384        18167    0.1%           row = S[i]
    42      65664      2214899    7.7%           m = max(row)
    43     114944       513809    1.8%           e = [nn.exp(s - m) for s in row]
    44      49536       264816    0.9%           total = sum(e)
    45      66048       283264    1.0%           P.append([p / total for p in e])
    46                                       O = []
    47        134         4712    0.0%       for i in range(n):
    48        384        17079    0.1%           p = P[i]
    49    1584128     14564475   50.9%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      98304       911564    3.2%       s = w[0] * x[0]
    16     278528      1408162    4.9%       for i in range(1, len(x)):
    17     917504      6529603   22.8%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33     114688       332498    1.2%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             2078879 reads     19459377 cost   67.9%
  dot                         1294336 reads      8849329 cost   30.9%
  exp                          114688 reads       332498 cost    1.2%
depths:
           1..1              887957 reads       887957 cost
           2..3              200589 reads       401178 cost
           4..7              495241 reads      1451793 cost
           8..15             930324 reads      3261410 cost
          16..31              21129 reads       124450 cost
          32..63             321910 reads      1931702 cost
          64..127               357 reads         3835 cost
         128..255             49972 reads       600319 cost
         256..511            250774 reads      4942967 cost
         512..1023             1025 reads        28747 cost
        1024..2047           292729 reads     10950504 cost
        2048..4095             2309 reads       128557 cost
        4096..8191             4796 reads       376147 cost
        8192..16383            9470 reads      1050998 cost
       16384..32767           19321 reads      2500640 cost

== measured call 10 · flash_attention() at line 101 · cost 21568560 · 4498677 reads · peak live 3840 ==
  line      reads         cost       %   source
-- attention.dmd
    54          3            5    0.0%       n = len(Q)
    55          5           11    0.0%       d = len(Q[0])
    56          5           66    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         24          848    0.0%       for q0 in range(0, n, TILE):
    59        192         1132    0.0%           qs = range(q0, min(q0 + TILE, n))
    60        128          590    0.0%           m = [None] * len(qs)
    61        128          384    0.0%           l = [None] * len(qs)
    62        128          320    0.0%           acc = [None] * len(qs)
    63        384         5300    0.0%           for k0 in range(0, n, TILE):
    64       3072        18400    0.1%               ks = range(k0, min(k0 + TILE, n))
    65       4352        41629    0.2%               for a in range(len(qs)):
    66      16384       200063    0.9%                   q = Q[qs[a]]
    67     172032      1134075    5.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      67584       242980    1.1%                   tile_max = max(s)
    69      10240       123752    0.6%                   if m[a] is None:
    70        128          384    0.0%                       new_max = tile_max
    71                                                   else:
    72      19200        38699    0.2%                       new_max = max(m[a], tile_max)
    73     118784       453656    2.1%                   p = [nn.exp(x - new_max) for x in s]
    74      10240        43008    0.2%                   if m[a] is None:
    75       3712        13930    0.1%                       l[a] = sum(p)
    76     153600       702398    3.3%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78      13440        42240    0.2%                       corr = nn.exp(m[a] - new_max)
    79      67200       286195    1.3%                       l[a] = l[a] * corr + sum(p)
    80       5760        67024    0.3%                       o = acc[a]
    81    2396160     11257362   52.2%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       6144        46334    0.2%                   m[a] = new_max
    84        272         1207    0.0%           for a in range(len(qs)):
    85       6912        39106    0.2%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      98304       648290    3.0%       s = w[0] * x[0]
    16     278528      1124695    5.2%       for i in range(1, len(x)):
    17     917504      4600904   21.3%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
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
    33     128128       433573    2.0%       return math.exp(x) + 0.0 * x
per function:
  flash_attention             3076213 reads     14761098 cost   68.4%
  dot                         1294336 reads      6373889 cost   29.6%
  exp                          128128 reads       433573 cost    2.0%
depths:
           1..1             1110981 reads      1110981 cost
           2..3              248233 reads       496466 cost
           4..7              494517 reads      1444887 cost
           8..15            1456104 reads      5749660 cost
          16..31             238311 reads      1307245 cost
          32..63             519924 reads      3444243 cost
          64..127             24154 reads       250942 cost
         128..255            326058 reads      4792827 cost
         256..511             29160 reads       627286 cost
         512..1023            11804 reads       273733 cost
        1024..2047             1460 reads        57595 cost
        2048..4095            37971 reads      2012695 cost
