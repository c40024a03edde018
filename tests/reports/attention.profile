dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 89493799 · 15695874 reads · peak live 19735 ==
  line      reads         cost       %   source
-- attention.dmd
    35         10          297    0.0%       n = len(Q)
    36         20          480    0.0%       d = len(Q[0])
    37         30          198    0.0%       scale = 1.0 / math.sqrt(d)
    38     264408      1033665    1.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        536         5082    0.0%       for i in range(n):
    41        496          496    0.0%           row = S[i]
    42     173600      5362425    6.0%           m = max(row)
    43     175088       875685    1.0%           e = [nn.exp(s - m) for s in row]
    44     131440       657888    0.7%           total = sum(e)
    45     131936       662226    0.7%           P.append([p / total for p in e])
    46                                       O = []
    47        536        13554    0.0%       for i in range(n):
    48        496          496    0.0%           p = P[i]
    49    3168944     24999589   27.9%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
    50                                       return O
    51                                   
    52                                   
    53                                   def flash_attention(Q, K, V):
    54         10          352    0.0%       n = len(Q)
    55         20          493    0.0%       d = len(Q[0])
    56         30          224    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58        122         2758    0.0%       for q0 in range(0, n, TILE):
    59        620         2292    0.0%           qs = range(q0, min(q0 + TILE, n))
    60        186          316    0.0%           m = [None] * len(qs)
    61        186          310    0.0%           l = [None] * len(qs)
    62        186          310    0.0%           acc = [None] * len(qs)
    63       1054        13297    0.0%           for k0 in range(0, n, TILE):
    64       6820        29872    0.0%               ks = range(k0, min(k0 + TILE, n))
    65       8866        82773    0.1%               for a in range(len(qs)):
    66      27280       220481    0.2%                   q = Q[qs[a]]
    67     234608       860244    1.0%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68     163680       516656    0.6%                   tile_max = max(s)
    69      21824       248798    0.3%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72      34720        59520    0.1%                       new_max = max(m[a], tile_max)
    73     180048       632328    0.7%                   p = [nn.exp(x - new_max) for x in s]
    74      21824        66914    0.1%                   if m[a] is None:
    75      12896        34720    0.0%                       l[a] = sum(p)
    76     442928      1599794    1.8%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78      19840        45586    0.1%                       corr = nn.exp(m[a] - new_max)
    79     153760       542632    0.6%                       l[a] = l[a] * corr + sum(p)
    80       4960         4960    0.0%                       o = acc[a]
    81    4627680     17925519   20.0%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       5456         5456    0.0%                   m[a] = new_max
    84        806         2558    0.0%           for a in range(len(qs)):
    85      17360        96316    0.1%               O.append([x / l[a] for x in acc[a]])
    86                                       return O
    87                                   
    88                                   
    89                                   def random_matrix(rng, rows, cols):
    90      27588        80632    0.1%       return [[rng.gauss(0.0, 1.0) for _ in range(cols)] for _ in range(rows)]
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
   104      21080       137381    0.2%       diff = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
   105         75          174    0.0%       print(f"{n:>5}{naive:>14,}{flash:>14,}{naive / flash:>13.2f}{diff:>12.1e}")
-- stdlib/nn.dmd
    15     349184      3386207    3.8%       s = w[0] * x[0]
    16    1134848      4518402    5.0%       for i in range(1, len(x)):
    17    3666432     23774515   26.6%*          s = s + w[i] * x[i]
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
    33     461280       987953    1.1%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             4047540 reads     33612081 cost   37.6%
  dot                         5150464 reads     31679124 cost   35.4%
  flash_attention             5987770 reads     22995479 cost   25.7%
  exp                          461280 reads       987953 cost    1.1%
  <module>                      21232 reads       138530 cost    0.2%
  random_matrix                 27588 reads        80632 cost    0.1%
depths:
           1..1             5108329 reads      5108329 cost
           2..3             1116232 reads      2232464 cost
           4..7             3457066 reads      9698879 cost
           8..15            2152295 reads      6925544 cost
          16..31            1616629 reads      8682615 cost
          32..63              29637 reads       207581 cost
          64..127            110922 reads      1090311 cost
         128..255            886443 reads     12102074 cost
         256..511            332029 reads      6052612 cost
         512..1023           148408 reads      3795900 cost
        1024..2047           582467 reads     20961159 cost
        2048..4095            78630 reads      3986732 cost
        4096..8191            20956 reads      1548735 cost
        8192..16383           18050 reads      1999101 cost
       16384..32767           37781 reads      5101763 cost

== measured call 1 · naive_attention() at line 100 · cost 35530 · 10514 reads · peak live 225 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38        428         1594    4.5%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         12           39    0.1%       for i in range(n):
    41          8            8    0.0%           row = S[i]
    42        240          917    2.6%           m = max(row)
    43        264          831    2.3%           e = [nn.exp(s - m) for s in row]
    44        200          528    1.5%           total = sum(e)
    45        208          552    1.6%           P.append([p / total for p in e])
    46                                       O = []
    47         12           80    0.2%       for i in range(n):
    48          8            8    0.0%           p = P[i]
    49       5032        16791   47.3%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15        256         1364    3.8%       s = w[0] * x[0]
    16        832         2271    6.4%       for i in range(1, len(x)):
    17       2688         9887   27.8%*          s = s + w[i] * x[i]
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
    33        320          651    1.8%       return math.exp(x) + 0.0 * x
per function:
  naive_attention                6418 reads        21357 cost   60.1%
  dot                            3776 reads        13522 cost   38.1%
  exp                             320 reads          651 cost    1.8%
depths:
           1..1                3412 reads         3412 cost
           2..3                1099 reads         2198 cost
           4..7                3067 reads         8671 cost
           8..15                332 reads         1315 cost
          16..31               1301 reads         6830 cost
          32..63                 60 reads          445 cost
          64..127              1107 reads        11008 cost
         128..255               136 reads         1651 cost

== measured call 2 · flash_attention() at line 101 · cost 45464 · 12763 reads · peak live 245 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          7           33    0.1%       for q0 in range(0, n, TILE):
    59         10           16    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          3            6    0.0%           m = [None] * len(qs)
    61          3            5    0.0%           l = [None] * len(qs)
    62          3            5    0.0%           acc = [None] * len(qs)
    63          7           23    0.1%           for k0 in range(0, n, TILE):
    64         10           16    0.0%               ks = range(k0, min(k0 + TILE, n))
    65         13          103    0.2%               for a in range(len(qs)):
    66         40          299    0.7%                   q = Q[qs[a]]
    67        344         1219    2.7%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        240          703    1.5%                   tile_max = max(s)
    69         32          278    0.6%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72                                                       new_max = max(m[a], tile_max)
    73        264          907    2.0%                   p = [nn.exp(x - new_max) for x in s]
    74         32          104    0.2%                   if m[a] is None:
    75        208          560    1.2%                       l[a] = sum(p)
    76       7144        23890   52.5%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78                                                       corr = nn.exp(m[a] - new_max)
    79                                                       l[a] = l[a] * corr + sum(p)
    80                                                       o = acc[a]
    81                                                       acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83          8            8    0.0%                   m[a] = new_max
    84         13           41    0.1%           for a in range(len(qs)):
    85        280         1148    2.5%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15        256         1643    3.6%       s = w[0] * x[0]
    16        832         2484    5.5%       for i in range(1, len(x)):
    17       2688        11254   24.8%*          s = s + w[i] * x[i]
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
    33        320          710    1.6%       return math.exp(x) + 0.0 * x
per function:
  flash_attention                8667 reads        29373 cost   64.6%
  dot                            3776 reads        15381 cost   33.8%
  exp                             320 reads          710 cost    1.6%
depths:
           1..1                4069 reads         4069 cost
           2..3                 921 reads         1842 cost
           4..7                2008 reads         5344 cost
           8..15               3106 reads        10031 cost
          16..31               1267 reads         6279 cost
          32..63                 60 reads          436 cost
          64..127               255 reads         2511 cost
         128..255              1077 reads        14952 cost

== measured call 3 · naive_attention() at line 100 · cost 164384 · 40978 reads · peak live 553 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       1620         6227    3.8%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         20           89    0.1%       for i in range(n):
    41         16           16    0.0%           row = S[i]
    42        992         5797    3.5%           m = max(row)
    43       1040         3597    2.2%           e = [nn.exp(s - m) for s in row]
    44        784         2336    1.4%           total = sum(e)
    45        800         2400    1.5%           P.append([p / total for p in e])
    46                                       O = []
    47         20          205    0.1%       for i in range(n):
    48         16           16    0.0%           p = P[i]
    49      19280        77276   47.0%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       1024         6500    4.0%       s = w[0] * x[0]
    16       3328        10154    6.2%       for i in range(1, len(x)):
    17      10752        47145   28.7%*          s = s + w[i] * x[i]
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
    33       1280         2617    1.6%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               24594 reads        97968 cost   59.6%
  dot                           15104 reads        63799 cost   38.8%
  exp                            1280 reads         2617 cost    1.6%
depths:
           1..1               13340 reads        13340 cost
           2..3                3714 reads         7428 cost
           4..7               12541 reads        35660 cost
           8..15                 99 reads          389 cost
          16..31               4416 reads        23820 cost
          32..63               1847 reads        12666 cost
          64..127               128 reads         1307 cost
         128..255              4124 reads        55803 cost
         256..511               769 reads        13971 cost

== measured call 4 · flash_attention() at line 101 · cost 192677 · 51370 reads · peak live 514 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          8           58    0.0%       for q0 in range(0, n, TILE):
    59         20           57    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          6           11    0.0%           m = [None] * len(qs)
    61          6           10    0.0%           l = [None] * len(qs)
    62          6           10    0.0%           acc = [None] * len(qs)
    63         16           93    0.0%           for k0 in range(0, n, TILE):
    64         40          116    0.1%               ks = range(k0, min(k0 + TILE, n))
    65         52          446    0.2%               for a in range(len(qs)):
    66        160         1234    0.6%                   q = Q[qs[a]]
    67       1376         4969    2.6%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        960         2930    1.5%                   tile_max = max(s)
    69        128         1291    0.7%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72        112          192    0.1%                       new_max = max(m[a], tile_max)
    73       1056         3692    1.9%                   p = [nn.exp(x - new_max) for x in s]
    74        128          406    0.2%                   if m[a] is None:
    75        416         1120    0.6%                       l[a] = sum(p)
    76      14288        49013   25.4%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78         64          150    0.1%                       corr = nn.exp(m[a] - new_max)
    79        496         1573    0.8%                       l[a] = l[a] * corr + sum(p)
    80         16           16    0.0%                       o = acc[a]
    81      14928        53812   27.9%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83         32           32    0.0%                   m[a] = new_max
    84         26           91    0.0%           for a in range(len(qs)):
    85        560         2742    1.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       1024         7054    3.7%       s = w[0] * x[0]
    16       3328        10259    5.3%       for i in range(1, len(x)):
    17      10752        48241   25.0%*          s = s + w[i] * x[i]
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
    33       1360         3050    1.6%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               34906 reads       124073 cost   64.4%
  dot                           15104 reads        65554 cost   34.0%
  exp                            1360 reads         3050 cost    1.6%
depths:
           1..1               16562 reads        16562 cost
           2..3                3503 reads         7006 cost
           4..7                7651 reads        20544 cost
           8..15              12523 reads        40370 cost
          16..31               5505 reads        28081 cost
          32..63                164 reads         1192 cost
          64..127               536 reads         5355 cost
         128..255              4127 reads        57626 cost
         256..511               799 reads        15941 cost

== measured call 5 · naive_attention() at line 100 · cost 788674 · 161810 reads · peak live 1593 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       6308        24608    3.1%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         36          202    0.0%       for i in range(n):
    41         32           32    0.0%           row = S[i]
    42       4032        39749    5.0%           m = max(row)
    43       4128        15438    2.0%           e = [nn.exp(s - m) for s in row]
    44       3104        10304    1.3%           total = sum(e)
    45       3136        10465    1.3%           P.append([p / total for p in e])
    46                                       O = []
    47         36          568    0.1%       for i in range(n):
    48         32           32    0.0%           p = P[i]
    49      75424       373965   47.4%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       4096        31294    4.0%       s = w[0] * x[0]
    16      13312        45887    5.8%       for i in range(1, len(x)):
    17      43008       225698   28.6%*          s = s + w[i] * x[i]
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
    33       5120        10423    1.3%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               96274 reads       475372 cost   60.3%
  dot                           60416 reads       302879 cost   38.4%
  exp                            5120 reads        10423 cost    1.3%
depths:
           1..1               52780 reads        52780 cost
           2..3               13553 reads        27106 cost
           4..7               50685 reads       144541 cost
           8..15                175 reads          694 cost
          16..31              13948 reads        77155 cost
          32..63               4113 reads        26121 cost
          64..127              6815 reads        61457 cost
         128..255               256 reads         3644 cost
         256..511             16877 reads       312004 cost
         512..1023              855 reads        24089 cost
        1024..2047             1753 reads        59083 cost

== measured call 6 · flash_attention() at line 101 · cost 801474 · 206152 reads · peak live 932 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         10          125    0.0%       for q0 in range(0, n, TILE):
    59         40          139    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         12           21    0.0%           m = [None] * len(qs)
    61         12           20    0.0%           l = [None] * len(qs)
    62         12           20    0.0%           acc = [None] * len(qs)
    63         40          341    0.0%           for k0 in range(0, n, TILE):
    64        160          598    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        208         1870    0.2%               for a in range(len(qs)):
    66        640         5062    0.6%                   q = Q[qs[a]]
    67       5504        20045    2.5%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68       3840        11944    1.5%                   tile_max = max(s)
    69        512         5537    0.7%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72        672         1152    0.1%                       new_max = max(m[a], tile_max)
    73       4224        14799    1.8%                   p = [nn.exp(x - new_max) for x in s]
    74        512         1607    0.2%                   if m[a] is None:
    75        832         2240    0.3%                       l[a] = sum(p)
    76      28576       100016   12.5%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78        384          903    0.1%                       corr = nn.exp(m[a] - new_max)
    79       2976        10185    1.3%                       l[a] = l[a] * corr + sum(p)
    80         96           96    0.0%                       o = acc[a]
    81      89568       330924   41.3%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        128          128    0.0%                   m[a] = new_max
    84         52          191    0.0%           for a in range(len(qs)):
    85       1120         5948    0.7%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       4096        29716    3.7%       s = w[0] * x[0]
    16      13312        42116    5.3%       for i in range(1, len(x)):
    17      43008       203144   25.3%*          s = s + w[i] * x[i]
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
    33       5600        12578    1.6%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              140136 reads       513920 cost   64.1%
  dot                           60416 reads       274976 cost   34.3%
  exp                            5600 reads        12578 cost    1.6%
depths:
           1..1               66844 reads        66844 cost
           2..3               13676 reads        27352 cost
           4..7               29807 reads        80424 cost
           8..15              50298 reads       161951 cost
          16..31              22971 reads       119291 cost
          32..63                508 reads         3708 cost
          64..127              1704 reads        17285 cost
         128..255             16293 reads       227617 cost
         256..511              1909 reads        38227 cost
         512..1023             2142 reads        58775 cost

== measured call 7 · naive_attention() at line 100 · cost 3980916 · 643090 reads · peak live 5209 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      24900        97217    2.4%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40         68          589    0.0%       for i in range(n):
    41         64           64    0.0%           row = S[i]
    42      16256       290437    7.3%           m = max(row)
    43      16448        73683    1.9%           e = [nn.exp(s - m) for s in row]
    44      12352        53376    1.3%           total = sum(e)
    45      12416        53888    1.4%           P.append([p / total for p in e])
    46                                       O = []
    47         68         1522    0.0%       for i in range(n):
    48         64           64    0.0%           p = P[i]
    49     298304      1895840   47.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      16384       154074    3.9%       s = w[0] * x[0]
    16      53248       212572    5.3%       for i in range(1, len(x)):
    17     172032      1106057   27.8%*          s = s + w[i] * x[i]
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
    33      20480        41524    1.0%       return math.exp(x) + 0.0 * x
per function:
  naive_attention              380946 reads      2466689 cost   62.0%
  dot                          241664 reads      1472703 cost   37.0%
  exp                           20480 reads        41524 cost    1.0%
depths:
           1..1              209996 reads       209996 cost
           2..3               51665 reads       103330 cost
           4..7              203773 reads       581949 cost
           8..15                334 reads         1330 cost
          16..31              56475 reads       313512 cost
          32..63                201 reads         1545 cost
          64..127             16331 reads       152037 cost
         128..255             25950 reads       311967 cost
         256..511               512 reads        10230 cost
         512..1023            68500 reads      1743606 cost
        1024..2047             1342 reads        53060 cost
        2048..4095             2674 reads       149270 cost
        4096..8191             5337 reads       349084 cost

== measured call 8 · flash_attention() at line 101 · cost 3314826 · 825988 reads · peak live 1764 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         14          304    0.0%       for q0 in range(0, n, TILE):
    59         80          303    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         24           41    0.0%           m = [None] * len(qs)
    61         24           40    0.0%           l = [None] * len(qs)
    62         24           40    0.0%           acc = [None] * len(qs)
    63        112         1269    0.0%           for k0 in range(0, n, TILE):
    64        640         2690    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        832         7670    0.2%               for a in range(len(qs)):
    66       2560        20542    0.6%                   q = Q[qs[a]]
    67      22016        80505    2.4%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      15360        48212    1.5%                   tile_max = max(s)
    69       2048        22957    0.7%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72       3136         5376    0.2%                       new_max = max(m[a], tile_max)
    73      16896        59301    1.8%                   p = [nn.exp(x - new_max) for x in s]
    74       2048         6337    0.2%                   if m[a] is None:
    75       1664         4480    0.1%                       l[a] = sum(p)
    76      57152       205080    6.2%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       1792         4161    0.1%                       corr = nn.exp(m[a] - new_max)
    79      13888        48625    1.5%                       l[a] = l[a] * corr + sum(p)
    80        448          448    0.0%                       o = acc[a]
    81     417984      1581631   47.7%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        512          512    0.0%                   m[a] = new_max
    84        104          391    0.0%           for a in range(len(qs)):
    85       2240        12411    0.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      16384       124702    3.8%       s = w[0] * x[0]
    16      53248       173528    5.2%       for i in range(1, len(x)):
    17     172032       852235   25.7%*          s = s + w[i] * x[i]
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
    33      22720        51026    1.5%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              561604 reads      2113335 cost   63.8%
  dot                          241664 reads      1150465 cost   34.7%
  exp                           22720 reads        51026 cost    1.5%
depths:
           1..1              268592 reads       268592 cost
           2..3               54111 reads       108222 cost
           4..7              117601 reads       318105 cost
           8..15             201621 reads       648818 cost
          16..31              93783 reads       491287 cost
          32..63               1772 reads        12964 cost
          64..127              6152 reads        62841 cost
         128..255             65153 reads       910489 cost
         256..511              8182 reads       167960 cost
         512..1023              749 reads        20603 cost
        1024..2047             8272 reads       304945 cost

== measured call 9 · naive_attention() at line 100 · cost 21295776 · 2564114 reads · peak live 18585 ==
  line      reads         cost       %   source
-- attention.dmd
    35          1            1    0.0%       n = len(Q)
    36          2            3    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      98948       385408    1.8%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40        132         1552    0.0%       for i in range(n):
    41        128          128    0.0%           row = S[i]
    42      65280      2211077   10.4%*          m = max(row)
    43      65664       344266    1.6%           e = [nn.exp(s - m) for s in row]
    44      49280       262400    1.2%           total = sum(e)
    45      49408       263808    1.2%           P.append([p / total for p in e])
    46                                       O = []
    47        132         4328    0.0%       for i in range(n):
    48        128          128    0.0%           p = P[i]
    49    1186432     10142419   47.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      65536       796396    3.7%       s = w[0] * x[0]
    16     212992      1030748    4.8%       for i in range(1, len(x)):
    17     688128      5687494   26.7%*          s = s + w[i] * x[i]
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
  naive_attention             1515538 reads     13615523 cost   63.9%
  dot                          966656 reads      7514638 cost   35.3%
  exp                           81920 reads       165615 cost    0.8%
depths:
           1..1              837772 reads       837772 cost
           2..3              201617 reads       403234 cost
           4..7              817149 reads      2335357 cost
           8..15                655 reads         2614 cost
          16..31             227612 reads      1265835 cost
          32..63                 75 reads          551 cost
          64..127               397 reads         4342 cost
         128..255             65401 reads       821555 cost
         256..511            101087 reads      1719880 cost
         512..1023             1024 reads        28719 cost
        1024..2047           276192 reads      9917815 cost
        2048..4095             2418 reads       135083 cost
        4096..8191             4608 reads       362493 cost
        8192..16383            9458 reads      1050731 cost
       16384..32767           18649 reads      2409795 cost

== measured call 10 · flash_attention() at line 101 · cost 13776716 · 3306748 reads · peak live 3428 ==
  line      reads         cost       %   source
-- attention.dmd
    54          1            1    0.0%       n = len(Q)
    55          2            3    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         22          795    0.0%       for q0 in range(0, n, TILE):
    59        160          631    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         48           81    0.0%           m = [None] * len(qs)
    61         48           80    0.0%           l = [None] * len(qs)
    62         48           80    0.0%           acc = [None] * len(qs)
    63        352         4853    0.0%           for k0 in range(0, n, TILE):
    64       2560        11386    0.1%               ks = range(k0, min(k0 + TILE, n))
    65       3328        31078    0.2%               for a in range(len(qs)):
    66      10240        82798    0.6%                   q = Q[qs[a]]
    67      88064       322665    2.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      61440       193708    1.4%                   tile_max = max(s)
    69       8192        93509    0.7%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72      13440        23040    0.2%                       new_max = max(m[a], tile_max)
    73      67584       237439    1.7%                   p = [nn.exp(x - new_max) for x in s]
    74       8192        25003    0.2%                   if m[a] is None:
    75       3328         8960    0.1%                       l[a] = sum(p)
    76     114304       423900    3.1%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       7680        17579    0.1%                       corr = nn.exp(m[a] - new_max)
    79      59520       210369    1.5%                       l[a] = l[a] * corr + sum(p)
    80       1920         1920    0.0%                       o = acc[a]
    81    1791360      6993755   50.8%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       2048         2048    0.0%                   m[a] = new_max
    84        208          791    0.0%           for a in range(len(qs)):
    85       4480        25478    0.2%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      65536       527688    3.8%       s = w[0] * x[0]
    16     212992       722192    5.2%       for i in range(1, len(x)):
    17     688128      3609391   26.2%*          s = s + w[i] * x[i]
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
    33      91520       205490    1.5%       return math.exp(x) + 0.0 * x
per function:
  flash_attention             2248572 reads      8711955 cost   63.2%
  dot                          966656 reads      4859271 cost   35.3%
  exp                           91520 reads       205490 cost    1.5%
depths:
           1..1             1076824 reads      1076824 cost
           2..3              215474 reads       430948 cost
           4..7              467411 reads      1266017 cost
           8..15             806928 reads      2595994 cost
          16..31             378927 reads      1993583 cost
          32..63               6604 reads        48372 cost
          64..127             23496 reads       240737 cost
         128..255            260409 reads      3639625 cost
         256..511             35014 reads       726616 cost
         512..1023              532 reads        14527 cost
        1024..2047             1592 reads        63041 cost
        2048..4095            33537 reads      1680432 cost
