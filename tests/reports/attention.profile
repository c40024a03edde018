dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 83659837 · 13931854 reads · peak live 19734 ==
  line      reads         cost       %   source
-- attention.dmd
    35         10          297    0.0%       n = len(Q)
    36         20          480    0.0%       d = len(Q[0])
    37         30          198    0.0%       scale = 1.0 / math.sqrt(d)
    38     263396      1032147    1.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        516         5052    0.0%       for i in range(n):
    41        496          496    0.0%           row = S[i]
    42     173600      5362267    6.4%           m = max(row)
    43     175088       875657    1.0%           e = [nn.exp(s - m) for s in row]
    44     131440       657888    0.8%           total = sum(e)
    45     131440       657392    0.8%           P.append([p / total for p in e])
    46                                       O = []
    47        516        13524    0.0%       for i in range(n):
    48        496          496    0.0%           p = P[i]
    49    2806368     23822557   28.5%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
    50                                       return O
    51                                   
    52                                   
    53                                   def flash_attention(Q, K, V):
    54         10          352    0.0%       n = len(Q)
    55         20          493    0.0%       d = len(Q[0])
    56         30          224    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58        102         2718    0.0%       for q0 in range(0, n, TILE):
    59        620         2292    0.0%           qs = range(q0, min(q0 + TILE, n))
    60        186          310    0.0%           m = [None] * len(qs)
    61        186          310    0.0%           l = [None] * len(qs)
    62        186          310    0.0%           acc = [None] * len(qs)
    63        930        12993    0.0%           for k0 in range(0, n, TILE):
    64       6820        29872    0.0%               ks = range(k0, min(k0 + TILE, n))
    65       7502        80133    0.1%               for a in range(len(qs)):
    66      16368        74338    0.1%                   q = Q[qs[a]]
    67     223696       821666    1.0%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68     163680       516656    0.6%                   tile_max = max(s)
    69      21824       245083    0.3%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72      34720        59520    0.1%                       new_max = max(m[a], tile_max)
    73     180048       632092    0.8%                   p = [nn.exp(x - new_max) for x in s]
    74      21824        66914    0.1%                   if m[a] is None:
    75      12896        34720    0.0%                       l[a] = sum(p)
    76     334800      1247360    1.5%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78      19840        45586    0.1%                       corr = nn.exp(m[a] - new_max)
    79     153760       539190    0.6%                       l[a] = l[a] * corr + sum(p)
    80       4960         4960    0.0%                       o = acc[a]
    81    3546400     14163453   16.9%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       5456         5456    0.0%                   m[a] = new_max
    84        682         2129    0.0%           for a in range(len(qs)):
    85      16864        92346    0.1%               O.append([x / l[a] for x in acc[a]])
    86                                       return O
    87                                   
    88                                   
    89                                   def random_matrix(rng, rows, cols):
    90      20118        44107    0.1%       return [[rng.gauss(0.0, 1.0) for _ in range(cols)] for _ in range(rows)]
    91                                   
    92                                   
    93          1            4    0.0%   rng = random.Random(SEED)
    94         10           23    0.0%   print(f"one attention head, d = {D_HEAD}, tile {TILE}, seed {SEED}: ByteDMD cost")
    95         15           28    0.0%   print(f"{'N':>5}{'naive':>14}{'flash':>14}{'naive/flash':>13}{'max |diff|':>12}")
    96          6           20    0.0%   for n in SIZES:
    97          5           18    0.0%       Q = random_matrix(rng, n, D_HEAD)
    98          5           94    0.0%       K = random_matrix(rng, n, D_HEAD)
    99          5          100    0.0%       V = random_matrix(rng, n, D_HEAD)
   100         10          168    0.0%       naive = bytedmd(naive_attention, (Q, K, V))
   101         10          168    0.0%       flash = bytedmd(flash_attention, (Q, K, V))
   102          5          163    0.0%       a = naive_attention(Q, K, V)
   103          5          189    0.0%       b = flash_attention(Q, K, V)
   104      16606       118857    0.1%       diff = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
   105         75          174    0.0%       print(f"{n:>5}{naive:>14,}{flash:>14,}{naive / flash:>13.2f}{diff:>12.1e}")
-- stdlib/nn.dmd
    15     349184      3380399    4.0%       s = w[0] * x[0]
    16     960256      4251001    5.1%       for i in range(1, len(x)):
    17    3666432     23766651   28.4%*          s = s + w[i] * x[i]
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
    33     461280       987746    1.2%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             3683416 reads     32428451 cost   38.8%
  dot                         4975872 reads     31398051 cost   37.5%
  flash_attention             4774410 reads     18681476 cost   22.3%
  exp                          461280 reads       987746 cost    1.2%
  <module>                      16758 reads       120006 cost    0.1%
  random_matrix                 20118 reads        44107 cost    0.1%
depths:
           1..1             4965354 reads      4965354 cost
           2..3              972979 reads      1945958 cost
           4..7             4016180 reads     11302874 cost
           8..15             143444 reads       526950 cost
          16..31            1611371 reads      8397731 cost
          32..63              29592 reads       207279 cost
          64..127             99995 reads       970532 cost
         128..255            875479 reads     11933941 cost
         256..511            331758 reads      6039377 cost
         512..1023           148136 reads      3787562 cost
        1024..2047           582191 reads     20949812 cost
        2048..4095            78588 reads      3983810 cost
        4096..8191            20956 reads      1548345 cost
        8192..16383           18050 reads      1998846 cost
       16384..32767           37781 reads      5101466 cost

== measured call 1 · naive_attention() at line 100 · cost 33027 · 9628 reads · peak live 224 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38        410         1567    4.7%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         10           36    0.1%       for i in range(n):
    41          8            8    0.0%           row = S[i]
    42        240          916    2.8%           m = max(row)
    43        264          831    2.5%           e = [nn.exp(s - m) for s in row]
    44        200          528    1.6%           total = sum(e)
    45        200          520    1.6%           P.append([p / total for p in e])
    46                                       O = []
    47         10           77    0.2%       for i in range(n):
    48          8            8    0.0%           p = P[i]
    49       4304        14546   44.0%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15        256         1364    4.1%       s = w[0] * x[0]
    16        704         2079    6.3%       for i in range(1, len(x)):
    17       2688         9887   29.9%*          s = s + w[i] * x[i]
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
    33        320          651    2.0%       return math.exp(x) + 0.0 * x
per function:
  naive_attention                5660 reads        19046 cost   57.7%
  dot                            3648 reads        13330 cost   40.4%
  exp                             320 reads          651 cost    2.0%
depths:
           1..1                3265 reads         3265 cost
           2..3                 903 reads         1806 cost
           4..7                2541 reads         6850 cost
           8..15                329 reads         1303 cost
          16..31               1296 reads         6805 cost
          32..63                 62 reads          462 cost
          64..127              1100 reads        10933 cost
         128..255               132 reads         1603 cost

== measured call 2 · flash_attention() at line 101 · cost 39039 · 10843 reads · peak live 239 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          5           29    0.1%       for q0 in range(0, n, TILE):
    59         10           16    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          3            5    0.0%           m = [None] * len(qs)
    61          3            5    0.0%           l = [None] * len(qs)
    62          3            5    0.0%           acc = [None] * len(qs)
    63          5           19    0.0%           for k0 in range(0, n, TILE):
    64         10           16    0.0%               ks = range(k0, min(k0 + TILE, n))
    65         11           99    0.3%               for a in range(len(qs)):
    66         24          109    0.3%                   q = Q[qs[a]]
    67        328         1158    3.0%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        240          703    1.8%                   tile_max = max(s)
    69         32          278    0.7%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72                                                       new_max = max(m[a], tile_max)
    73        264          901    2.3%                   p = [nn.exp(x - new_max) for x in s]
    74         32          104    0.3%                   if m[a] is None:
    75        208          560    1.4%                       l[a] = sum(p)
    76       5400        18114   46.4%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78                                                       corr = nn.exp(m[a] - new_max)
    79                                                       l[a] = l[a] * corr + sum(p)
    80                                                       o = acc[a]
    81                                                       acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83          8            8    0.0%                   m[a] = new_max
    84         11           38    0.1%           for a in range(len(qs)):
    85        272         1103    2.8%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15        256         1620    4.1%       s = w[0] * x[0]
    16        704         2271    5.8%       for i in range(1, len(x)):
    17       2688        11165   28.6%*          s = s + w[i] * x[i]
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
    33        320          704    1.8%       return math.exp(x) + 0.0 * x
per function:
  flash_attention                6875 reads        23279 cost   59.6%
  dot                            3648 reads        15056 cost   38.6%
  exp                             320 reads          704 cost    1.8%
depths:
           1..1                3929 reads         3929 cost
           2..3                 784 reads         1568 cost
           4..7                3256 reads         9053 cost
           8..15                312 reads         1243 cost
          16..31               1203 reads         5953 cost
          32..63                 59 reads          430 cost
          64..127               245 reads         2400 cost
         128..255              1055 reads        14463 cost

== measured call 3 · naive_attention() at line 100 · cost 155568 · 37932 reads · peak live 552 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       1586         6176    4.0%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         18           86    0.1%       for i in range(n):
    41         16           16    0.0%           row = S[i]
    42        992         5796    3.7%           m = max(row)
    43       1040         3583    2.3%           e = [nn.exp(s - m) for s in row]
    44        784         2336    1.5%           total = sum(e)
    45        784         2320    1.5%           P.append([p / total for p in e])
    46                                       O = []
    47         18          202    0.1%       for i in range(n):
    48         16           16    0.0%           p = P[i]
    49      16800        69380   44.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       1024         6500    4.2%       s = w[0] * x[0]
    16       2816         9386    6.0%       for i in range(1, len(x)):
    17      10752        47145   30.3%*          s = s + w[i] * x[i]
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
    33       1280         2617    1.7%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               22060 reads        89920 cost   57.8%
  dot                           14592 reads        63031 cost   40.5%
  exp                            1280 reads         2617 cost    1.7%
depths:
           1..1               12921 reads        12921 cost
           2..3                3198 reads         6396 cost
           4..7               10463 reads        28671 cost
           8..15                 99 reads          389 cost
          16..31               4414 reads        23810 cost
          32..63               1834 reads        12563 cost
          64..127               128 reads         1312 cost
         128..255              4107 reads        55559 cost
         256..511               768 reads        13947 cost

== measured call 4 · flash_attention() at line 101 · cost 166784 · 43720 reads · peak live 508 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          6           54    0.0%       for q0 in range(0, n, TILE):
    59         20           57    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          6           10    0.0%           m = [None] * len(qs)
    61          6           10    0.0%           l = [None] * len(qs)
    62          6           10    0.0%           acc = [None] * len(qs)
    63         12           84    0.1%           for k0 in range(0, n, TILE):
    64         40          116    0.1%               ks = range(k0, min(k0 + TILE, n))
    65         44          433    0.3%               for a in range(len(qs)):
    66         96          436    0.3%                   q = Q[qs[a]]
    67       1312         4735    2.8%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        960         2930    1.8%                   tile_max = max(s)
    69        128         1272    0.8%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72        112          192    0.1%                       new_max = max(m[a], tile_max)
    73       1056         3679    2.2%                   p = [nn.exp(x - new_max) for x in s]
    74        128          406    0.2%                   if m[a] is None:
    75        416         1120    0.7%                       l[a] = sum(p)
    76      10800        37613   22.6%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78         64          150    0.1%                       corr = nn.exp(m[a] - new_max)
    79        496         1570    0.9%                       l[a] = l[a] * corr + sum(p)
    80         16           16    0.0%                       o = acc[a]
    81      11440        41641   25.0%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83         32           32    0.0%                   m[a] = new_max
    84         22           85    0.1%           for a in range(len(qs)):
    85        544         2642    1.6%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       1024         6989    4.2%       s = w[0] * x[0]
    16       2816         9434    5.7%       for i in range(1, len(x)):
    17      10752        48022   28.8%*          s = s + w[i] * x[i]
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
    33       1360         3037    1.8%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               27768 reads        99302 cost   59.5%
  dot                           14592 reads        64445 cost   38.6%
  exp                            1360 reads         3037 cost    1.8%
depths:
           1..1               16009 reads        16009 cost
           2..3                2956 reads         5912 cost
           4..7               12871 reads        36247 cost
           8..15                968 reads         3732 cost
          16..31               5422 reads        26817 cost
          32..63                158 reads         1158 cost
          64..127               478 reads         4728 cost
         128..255              4081 reads        56677 cost
         256..511               777 reads        15504 cost

== measured call 5 · naive_attention() at line 100 · cost 755997 · 150604 reads · peak live 1592 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       6242        24509    3.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         34          199    0.0%       for i in range(n):
    41         32           32    0.0%           row = S[i]
    42       4032        39748    5.3%           m = max(row)
    43       4128        15438    2.0%           e = [nn.exp(s - m) for s in row]
    44       3104        10304    1.4%           total = sum(e)
    45       3104        10272    1.4%           P.append([p / total for p in e])
    46                                       O = []
    47         34          565    0.1%       for i in range(n):
    48         32           32    0.0%           p = P[i]
    49      66368       344659   45.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       4096        31294    4.1%       s = w[0] * x[0]
    16      11264        42815    5.7%       for i in range(1, len(x)):
    17      43008       225698   29.9%*          s = s + w[i] * x[i]
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
    33       5120        10423    1.4%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               87116 reads       445767 cost   59.0%
  dot                           58368 reads       299807 cost   39.7%
  exp                            5120 reads        10423 cost    1.4%
depths:
           1..1               51433 reads        51433 cost
           2..3               12013 reads        24026 cost
           4..7               42431 reads       117232 cost
           8..15                175 reads          694 cost
          16..31              13948 reads        77155 cost
          32..63               4111 reads        26138 cost
          64..127              6785 reads        61188 cost
         128..255               256 reads         3644 cost
         256..511             16844 reads       311323 cost
         512..1023              856 reads        24121 cost
        1024..2047             1752 reads        59043 cost

== measured call 6 · flash_attention() at line 101 · cost 696824 · 175606 reads · peak live 926 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          8          121    0.0%       for q0 in range(0, n, TILE):
    59         40          139    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         12           20    0.0%           m = [None] * len(qs)
    61         12           20    0.0%           l = [None] * len(qs)
    62         12           20    0.0%           acc = [None] * len(qs)
    63         32          322    0.0%           for k0 in range(0, n, TILE):
    64        160          598    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        176         1813    0.3%               for a in range(len(qs)):
    66        384         1744    0.3%                   q = Q[qs[a]]
    67       5248        19127    2.7%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68       3840        11944    1.7%                   tile_max = max(s)
    69        512         5467    0.8%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72        672         1152    0.2%                       new_max = max(m[a], tile_max)
    73       4224        14772    2.1%                   p = [nn.exp(x - new_max) for x in s]
    74        512         1607    0.2%                   if m[a] is None:
    75        832         2240    0.3%                       l[a] = sum(p)
    76      21600        77262   11.1%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78        384          903    0.1%                       corr = nn.exp(m[a] - new_max)
    79       2976        10144    1.5%                       l[a] = l[a] * corr + sum(p)
    80         96           96    0.0%                       o = acc[a]
    81      68640       257952   37.0%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        128          128    0.0%                   m[a] = new_max
    84         44          179    0.0%           for a in range(len(qs)):
    85       1088         5720    0.8%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       4096        29509    4.2%       s = w[0] * x[0]
    16      11264        38843    5.6%       for i in range(1, len(x)):
    17      43008       202421   29.0%*          s = s + w[i] * x[i]
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
    33       5600        12552    1.8%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              111638 reads       413499 cost   59.3%
  dot                           58368 reads       270773 cost   38.9%
  exp                            5600 reads        12552 cost    1.8%
depths:
           1..1               64643 reads        64643 cost
           2..3               11487 reads        22974 cost
           4..7               51107 reads       144851 cost
           8..15               3541 reads        13275 cost
          16..31              22788 reads       113357 cost
          32..63                502 reads         3678 cost
          64..127              1458 reads        14616 cost
         128..255             16053 reads       223474 cost
         256..511              1941 reads        38966 cost
         512..1023             2086 reads        56990 cost

== measured call 7 · naive_attention() at line 100 · cost 3855342 · 600204 reads · peak live 5208 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      24770        97022    2.5%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         66          586    0.0%       for i in range(n):
    41         64           64    0.0%           row = S[i]
    42      16256       290436    7.5%           m = max(row)
    43      16448        73683    1.9%           e = [nn.exp(s - m) for s in row]
    44      12352        53376    1.4%           total = sum(e)
    45      12352        53312    1.4%           P.append([p / total for p in e])
    46                                       O = []
    47         66         1519    0.0%       for i in range(n):
    48         64           64    0.0%           p = P[i]
    49     263808      1783332   46.3%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      16384       154074    4.0%       s = w[0] * x[0]
    16      45056       200284    5.2%       for i in range(1, len(x)):
    17     172032      1106057   28.7%*          s = s + w[i] * x[i]
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
    33      20480        41524    1.1%       return math.exp(x) + 0.0 * x
per function:
  naive_attention              346252 reads      2353403 cost   61.0%
  dot                          233472 reads      1460415 cost   37.9%
  exp                           20480 reads        41524 cost    1.1%
depths:
           1..1              205257 reads       205257 cost
           2..3               46541 reads        93082 cost
           4..7              170879 reads       474064 cost
           8..15                334 reads         1330 cost
          16..31              56475 reads       313512 cost
          32..63                201 reads         1545 cost
          64..127             16329 reads       152019 cost
         128..255             25888 reads       311224 cost
         256..511               512 reads        10230 cost
         512..1023            68435 reads      1741677 cost
        1024..2047             1342 reads        53057 cost
        2048..4095             2675 reads       149332 cost
        4096..8191             5336 reads       349013 cost

== measured call 8 · flash_attention() at line 101 · cost 2896249 · 703906 reads · peak live 1758 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         12          300    0.0%       for q0 in range(0, n, TILE):
    59         80          303    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         24           40    0.0%           m = [None] * len(qs)
    61         24           40    0.0%           l = [None] * len(qs)
    62         24           40    0.0%           acc = [None] * len(qs)
    63         96         1230    0.0%           for k0 in range(0, n, TILE):
    64        640         2690    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        704         7429    0.3%               for a in range(len(qs)):
    66       1536         6976    0.2%                   q = Q[qs[a]]
    67      20992        76875    2.7%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      15360        48212    1.7%                   tile_max = max(s)
    69       2048        22639    0.8%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72       3136         5376    0.2%                       new_max = max(m[a], tile_max)
    73      16896        59246    2.0%                   p = [nn.exp(x - new_max) for x in s]
    74       2048         6337    0.2%                   if m[a] is None:
    75       1664         4480    0.2%                       l[a] = sum(p)
    76      43200       159607    5.5%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       1792         4161    0.1%                       corr = nn.exp(m[a] - new_max)
    79      13888        48364    1.7%                       l[a] = l[a] * corr + sum(p)
    80        448          448    0.0%                       o = acc[a]
    81     320320      1241952   42.9%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        512          512    0.0%                   m[a] = new_max
    84         88          367    0.0%           for a in range(len(qs)):
    85       2176        11876    0.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      16384       124103    4.3%       s = w[0] * x[0]
    16      45056       160666    5.5%       for i in range(1, len(x)):
    17     172032       850999   29.4%*          s = s + w[i] * x[i]
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
    33      22720        50972    1.8%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              447714 reads      1709509 cost   59.0%
  dot                          233472 reads      1135768 cost   39.2%
  exp                           22720 reads        50972 cost    1.8%
depths:
           1..1              259807 reads       259807 cost
           2..3               45350 reads        90700 cost
           4..7              203605 reads       578932 cost
           8..15              13684 reads        50490 cost
          16..31              93232 reads       465189 cost
          32..63               1766 reads        12942 cost
          64..127              5146 reads        51864 cost
         128..255             64141 reads       894194 cost
         256..511              8209 reads       168105 cost
         512..1023              705 reads        19557 cost
        1024..2047             8261 reads       304469 cost

== measured call 9 · naive_attention() at line 100 · cost 20804761 · 2396428 reads · peak live 18584 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      98690       385021    1.9%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        130         1549    0.0%       for i in range(n):
    41        128          128    0.0%           row = S[i]
    42      65280      2211076   10.6%*          m = max(row)
    43      65664       344266    1.7%           e = [nn.exp(s - m) for s in row]
    44      49280       262400    1.3%           total = sum(e)
    45      49280       262272    1.3%           P.append([p / total for p in e])
    46                                       O = []
    47        130         4325    0.0%       for i in range(n):
    48        128          128    0.0%           p = P[i]
    49    1051904      9702486   46.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      65536       796396    3.8%       s = w[0] * x[0]
    16     180224       981596    4.7%       for i in range(1, len(x)):
    17     688128      5687494   27.3%*          s = s + w[i] * x[i]
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
    33      81920       165615    0.8%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             1380620 reads     13173660 cost   63.3%
  dot                          933888 reads      7465486 cost   35.9%
  exp                           81920 reads       165615 cost    0.8%
depths:
           1..1              820105 reads       820105 cost
           2..3              183181 reads       366362 cost
           4..7              685823 reads      1906576 cost
           8..15                655 reads         2614 cost
          16..31             227612 reads      1265835 cost
          32..63                 75 reads          551 cost
          64..127               397 reads         4342 cost
         128..255             65399 reads       821531 cost
         256..511            100961 reads      1717738 cost
         512..1023             1024 reads        28720 cost
        1024..2047           276063 reads      9912550 cost
        2048..4095             2418 reads       134827 cost
        4096..8191             4608 reads       362493 cost
        8192..16383            9459 reads      1050859 cost
       16384..32767           18648 reads      2409658 cost

== measured call 10 · flash_attention() at line 101 · cost 12099072 · 2818618 reads · peak live 3422 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         20          791    0.0%       for q0 in range(0, n, TILE):
    59        160          631    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         48           80    0.0%           m = [None] * len(qs)
    61         48           80    0.0%           l = [None] * len(qs)
    62         48           80    0.0%           acc = [None] * len(qs)
    63        320         4774    0.0%           for k0 in range(0, n, TILE):
    64       2560        11386    0.1%               ks = range(k0, min(k0 + TILE, n))
    65       2816        30085    0.2%               for a in range(len(qs)):
    66       6144        27904    0.2%                   q = Q[qs[a]]
    67      83968       308235    2.5%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      61440       193708    1.6%                   tile_max = max(s)
    69       8192        92119    0.8%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72      13440        23040    0.2%                       new_max = max(m[a], tile_max)
    73      67584       237328    2.0%                   p = [nn.exp(x - new_max) for x in s]
    74       8192        25003    0.2%                   if m[a] is None:
    75       3328         8960    0.1%                       l[a] = sum(p)
    76      86400       332992    2.8%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       7680        17579    0.1%                       corr = nn.exp(m[a] - new_max)
    79      59520       209092    1.7%                       l[a] = l[a] * corr + sum(p)
    80       1920         1920    0.0%                       o = acc[a]
    81    1372800      5538250   45.8%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       2048         2048    0.0%                   m[a] = new_max
    84        176          743    0.0%           for a in range(len(qs)):
    85       4352        24188    0.2%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      65536       525591    4.3%       s = w[0] * x[0]
    16     180224       670997    5.5%       for i in range(1, len(x)):
    17     688128      3606077   29.8%*          s = s + w[i] * x[i]
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
    33      91520       205382    1.7%       return math.exp(x) + 0.0 * x
per function:
  flash_attention             1793210 reads      7091025 cost   58.6%
  dot                          933888 reads      4802665 cost   39.7%
  exp                           91520 reads       205382 cost    1.7%
depths:
           1..1             1041719 reads      1041719 cost
           2..3              180417 reads       360834 cost
           4..7              812999 reads      2315452 cost
           8..15              53527 reads       196058 cost
          16..31             376968 reads      1883861 cost
          32..63               6598 reads        48366 cost
          64..127             19434 reads       196248 cost
         128..255            256317 reads      3576084 cost
         256..511             35041 reads       724537 cost
         512..1023              484 reads        13375 cost
        1024..2047             1592 reads        62964 cost
        2048..4095            33522 reads      1679574 cost
