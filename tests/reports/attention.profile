dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 35400701 · 5666095 reads · peak live 19475 ==
  line      reads         cost       %   source
-- attention.dmd
    36          5          145    0.0%       d = len(Q[0])
    37         15          169    0.0%       scale = 1.0 / math.sqrt(d)
    38      87549       289588    0.8%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          5          101    0.0%       for i in range(n):
    41        248          248    0.0%           row = S[i]
    42      64728      2579119    7.3%           m = max(row)
    43      43648       281805    0.8%           e = [nn.exp(s - m) for s in row]
    44      43648       262968    0.7%           total = sum(e)
    45      43648       284488    0.8%           P.append([p / total for p in e])
    46                                       O = []
    47          5          253    0.0%       for i in range(n):
    48        248          248    0.0%           p = P[i]
    49    1224376     11235039   31.7%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
    50                                       return O
    51                                   
    52                                   
    53                                   def flash_attention(Q, K, V):
    54                                       n = len(Q)
    55          5          133    0.0%       d = len(Q[0])
    56         15          194    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58         15          208    0.0%       for q0 in range(0, n, TILE):
    59        217          986    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         31           31    0.0%           m = [None] * len(qs)
    61         31           31    0.0%           l = [None] * len(qs)
    62         31           31    0.0%           acc = [None] * len(qs)
    63         93          446    0.0%           for k0 in range(0, n, TILE):
    64       2387        12502    0.0%               ks = range(k0, min(k0 + TILE, n))
    65        341          341    0.0%               for a in range(len(qs)):
    66       5456         5456    0.0%                   q = Q[qs[a]]
    67      65472       165891    0.5%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      57288       191031    0.5%                   tile_max = max(s)
    69      10912       118183    0.3%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72       9920        17636    0.0%                       new_max = max(m[a], tile_max)
    73      43648       124183    0.4%                   p = [nn.exp(x - new_max) for x in s]
    74      10912        31450    0.1%                   if m[a] is None:
    75       4216        10912    0.0%                       l[a] = sum(p)
    76     129456       474439    1.3%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       7440        15353    0.0%                       corr = nn.exp(m[a] - new_max)
    79      54560       181365    0.5%                       l[a] = l[a] * corr + sum(p)
    80       2480         2480    0.0%                       o = acc[a]
    81    1393760      5533895   15.6%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       2728         2728    0.0%                   m[a] = new_max
    84         31           31    0.0%           for a in range(len(qs)):
    85       6200        37668    0.1%               O.append([x / l[a] for x in acc[a]])
    86                                       return O
    87                                   
    88                                   
    89                                   def random_matrix(rng, rows, cols):
    90      12663        25334    0.1%       return [[rng.gauss(0.0, 1.0) for _ in range(cols)] for _ in range(rows)]
    91                                   
    92                                   
    93          1            3    0.0%   rng = random.Random(SEED)
    94          4            7    0.0%   print(f"one attention head, d = {D_HEAD}, tile {TILE}, seed {SEED}: ByteDMD cost")
    95          6            6    0.0%   print(f"{'N':>5}{'naive':>14}{'flash':>14}{'naive/flash':>13}{'max |diff|':>12}")
    96                                   for n in SIZES:
    97                                       Q = random_matrix(rng, n, D_HEAD)
    98                                       K = random_matrix(rng, n, D_HEAD)
    99                                       V = random_matrix(rng, n, D_HEAD)
   100                                       naive = bytedmd(naive_attention, (Q, K, V))
   101                                       flash = bytedmd(flash_attention, (Q, K, V))
   102                                       a = naive_attention(Q, K, V)
   103                                       b = flash_attention(Q, K, V)
   104      11889        93536    0.3%       diff = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
   105         20           30    0.0%       print(f"{n:>5}{naive:>14,}{flash:>14,}{naive / flash:>13.2f}{diff:>12.1e}")
-- stdlib/nn.dmd
    15     174592      1626098    4.6%       s = w[0] * x[0]
    16      87296       319420    0.9%       for i in range(1, len(x)):
    17    1833216     11029482   31.2%*          s = s + w[i] * x[i]
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
    33     230640       445010    1.3%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             1508123 reads     14934171 cost   42.2%
  dot                         2095104 reads     12975000 cost   36.7%
  flash_attention             1807645 reads      6927604 cost   19.6%
  exp                          230640 reads       445010 cost    1.3%
  <module>                      11920 reads        93582 cost    0.3%
  random_matrix                 12663 reads        25334 cost    0.1%
depths:
           1..1             2551033 reads      2551033 cost
           2..3              315167 reads       630334 cost
           4..7             1001202 reads      2373576 cost
           8..15              77655 reads       306444 cost
          16..31             666904 reads      3331836 cost
          32..63              17713 reads       122907 cost
          64..127             45381 reads       429109 cost
         128..255            408785 reads      5266691 cost
         256..511            163099 reads      2933068 cost
         512..1023            70253 reads      1763413 cost
        1024..2047           273474 reads      9555092 cost
        2048..4095            36507 reads      1795471 cost
        4096..8191            11015 reads       807377 cost
        8192..16383            9216 reads      1022368 cost
       16384..32767           18691 reads      2511982 cost

== measured call 1 · naive_attention() at line 100 · cost 26326 · 7887 reads · peak live 206 ==
  line      reads         cost       %   source
-- attention.dmd
    36          1            1    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38        265          843    3.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          1            3    0.0%       for i in range(n):
    41          8            8    0.0%           row = S[i]
    42        168          687    2.6%           m = max(row)
    43        128          347    1.3%           e = [nn.exp(s - m) for s in row]
    44        128          305    1.2%           total = sum(e)
    45        128          312    1.2%           P.append([p / total for p in e])
    46                                       O = []
    47          1            9    0.0%       for i in range(n):
    48          8            8    0.0%           p = P[i]
    49       3656        12181   46.3%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15        256         1367    5.2%       s = w[0] * x[0]
    16        128          436    1.7%       for i in range(1, len(x)):
    17       2688         9234   35.1%*          s = s + w[i] * x[i]
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
    33        320          580    2.2%       return math.exp(x) + 0.0 * x
per function:
  naive_attention                4495 reads        14709 cost   55.9%
  dot                            3072 reads        11037 cost   41.9%
  exp                             320 reads          580 cost    2.2%
depths:
           1..1                3342 reads         3342 cost
           2..3                 670 reads         1340 cost
           4..7                1258 reads         2966 cost
           8..15                381 reads         1432 cost
          16..31               1025 reads         5116 cost
          32..63                 64 reads          466 cost
          64..127               945 reads         9240 cost
         128..255               202 reads         2424 cost

== measured call 2 · flash_attention() at line 101 · cost 29880 · 8509 reads · peak live 216 ==
  line      reads         cost       %   source
-- attention.dmd
    55          1            1    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          3           19    0.1%       for q0 in range(0, n, TILE):
    59          7           10    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          1            1    0.0%           m = [None] * len(qs)
    61          1            1    0.0%           l = [None] * len(qs)
    62          1            1    0.0%           acc = [None] * len(qs)
    63          3            6    0.0%           for k0 in range(0, n, TILE):
    64          7           10    0.0%               ks = range(k0, min(k0 + TILE, n))
    65          1            1    0.0%               for a in range(len(qs)):
    66         16           16    0.1%                   q = Q[qs[a]]
    67        192          467    1.6%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        168          500    1.7%                   tile_max = max(s)
    69         32          268    0.9%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72                                                       new_max = max(m[a], tile_max)
    73        128          365    1.2%                   p = [nn.exp(x - new_max) for x in s]
    74         32          104    0.3%                   if m[a] is None:
    75        136          352    1.2%                       l[a] = sum(p)
    76       4176        13489   45.1%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78                                                       corr = nn.exp(m[a] - new_max)
    79                                                       l[a] = l[a] * corr + sum(p)
    80                                                       o = acc[a]
    81                                                       acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83          8            8    0.0%                   m[a] = new_max
    84          1            1    0.0%           for a in range(len(qs)):
    85        200          888    3.0%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15        256         1604    5.4%       s = w[0] * x[0]
    16        128          472    1.6%       for i in range(1, len(x)):
    17       2688        10658   35.7%*          s = s + w[i] * x[i]
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
    33        320          633    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention                5117 reads        16513 cost   55.3%
  dot                            3072 reads        12734 cost   42.6%
  exp                             320 reads          633 cost    2.1%
depths:
           1..1                4009 reads         4009 cost
           2..3                 677 reads         1354 cost
           4..7                1259 reads         2965 cost
           8..15                371 reads         1461 cost
          16..31                942 reads         4700 cost
          32..63                 60 reads          435 cost
          64..127               185 reads         1762 cost
         128..255              1006 reads        13194 cost

== measured call 3 · naive_attention() at line 100 · cost 125617 · 31383 reads · peak live 518 ==
  line      reads         cost       %   source
-- attention.dmd
    36          1            1    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       1041         3415    2.7%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          1            5    0.0%       for i in range(n):
    41         16           16    0.0%           row = S[i]
    42        720         4847    3.9%           m = max(row)
    43        512         1700    1.4%           e = [nn.exp(s - m) for s in row]
    44        512         1536    1.2%           total = sum(e)
    45        512         1776    1.4%           P.append([p / total for p in e])
    46                                       O = []
    47          1           17    0.0%       for i in range(n):
    48         16           16    0.0%           p = P[i]
    49      14480        58997   47.0%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       1024         6325    5.0%       s = w[0] * x[0]
    16        512         1772    1.4%       for i in range(1, len(x)):
    17      10752        42858   34.1%*          s = s + w[i] * x[i]
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
    33       1280         2331    1.9%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               17815 reads        72331 cost   57.6%
  dot                           12288 reads        50955 cost   40.6%
  exp                            1280 reads         2331 cost    1.9%
depths:
           1..1               13317 reads        13317 cost
           2..3                2256 reads         4512 cost
           4..7                5440 reads        12912 cost
           8..15                259 reads         1032 cost
          16..31               3724 reads        18689 cost
          32..63               1688 reads        10204 cost
          64..127               128 reads         1308 cost
         128..255              3685 reads        47723 cost
         256..511               886 reads        15920 cost

== measured call 4 · flash_attention() at line 101 · cost 128894 · 34515 reads · peak live 483 ==
  line      reads         cost       %   source
-- attention.dmd
    55          1            1    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          3           24    0.0%       for q0 in range(0, n, TILE):
    59         14           46    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          2            2    0.0%           m = [None] * len(qs)
    61          2            2    0.0%           l = [None] * len(qs)
    62          2            2    0.0%           acc = [None] * len(qs)
    63          6           22    0.0%           for k0 in range(0, n, TILE):
    64         28           92    0.1%               ks = range(k0, min(k0 + TILE, n))
    65          4            4    0.0%               for a in range(len(qs)):
    66         64           64    0.0%                   q = Q[qs[a]]
    67        768         1915    1.5%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68        672         2146    1.7%                   tile_max = max(s)
    69        128         1215    0.9%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72         64          114    0.1%                       new_max = max(m[a], tile_max)
    73        512         1457    1.1%                   p = [nn.exp(x - new_max) for x in s]
    74        128          396    0.3%                   if m[a] is None:
    75        272          704    0.5%                       l[a] = sum(p)
    76       8352        28200   21.9%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78         48          102    0.1%                       corr = nn.exp(m[a] - new_max)
    79        352         1128    0.9%                       l[a] = l[a] * corr + sum(p)
    80         16           16    0.0%                       o = acc[a]
    81       8992        32020   24.8%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83         32           32    0.0%                   m[a] = new_max
    84          2            2    0.0%           for a in range(len(qs)):
    85        400         2166    1.7%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       1024         6844    5.3%       s = w[0] * x[0]
    16        512         1929    1.5%       for i in range(1, len(x)):
    17      10752        45495   35.3%*          s = s + w[i] * x[i]
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
    33       1360         2749    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               20867 reads        71877 cost   55.8%
  dot                           12288 reads        54268 cost   42.1%
  exp                            1360 reads         2749 cost    2.1%
depths:
           1..1               16306 reads        16306 cost
           2..3                2171 reads         4342 cost
           4..7                5482 reads        12924 cost
           8..15               1181 reads         4665 cost
          16..31               4296 reads        21441 cost
          32..63                179 reads         1303 cost
          64..127               409 reads         3961 cost
         128..255              3678 reads        48148 cost
         256..511               813 reads        15804 cost

== measured call 5 · naive_attention() at line 100 · cost 636778 · 125223 reads · peak live 1526 ==
  line      reads         cost       %   source
-- attention.dmd
    36          1            1    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38       4129        13650    2.1%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          1            6    0.0%       for i in range(n):
    41         32           32    0.0%           row = S[i]
    42       2976        35835    5.6%           m = max(row)
    43       2048         8007    1.3%           e = [nn.exp(s - m) for s in row]
    44       2048         7168    1.1%           total = sum(e)
    45       2048         8160    1.3%           P.append([p / total for p in e])
    46                                       O = []
    47          1           33    0.0%       for i in range(n):
    48         32           32    0.0%           p = P[i]
    49      57632       309769   48.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15       4096        30434    4.8%       s = w[0] * x[0]
    16       2048         7132    1.1%       for i in range(1, len(x)):
    17      43008       207146   32.5%*          s = s + w[i] * x[i]
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
    33       5120         9368    1.5%       return math.exp(x) + 0.0 * x
per function:
  naive_attention               70951 reads       382698 cost   60.1%
  dot                           49152 reads       244712 cost   38.4%
  exp                            5120 reads         9368 cost    1.5%
depths:
           1..1               53224 reads        53224 cost
           2..3                8124 reads        16248 cost
           4..7               22639 reads        53933 cost
           8..15                506 reads         2020 cost
          16..31              11577 reads        57895 cost
          32..63               4089 reads        25821 cost
          64..127              6477 reads        58418 cost
         128..255               256 reads         3644 cost
         256..511             15525 reads       278061 cost
         512..1023             1092 reads        29709 cost
        1024..2047             1714 reads        57805 cost

== measured call 6 · flash_attention() at line 101 · cost 542213 · 139039 reads · peak live 869 ==
  line      reads         cost       %   source
-- attention.dmd
    55          1            1    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          3           32    0.0%       for q0 in range(0, n, TILE):
    59         28          118    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          4            4    0.0%           m = [None] * len(qs)
    61          4            4    0.0%           l = [None] * len(qs)
    62          4            4    0.0%           acc = [None] * len(qs)
    63         12           54    0.0%           for k0 in range(0, n, TILE):
    64        112          496    0.1%               ks = range(k0, min(k0 + TILE, n))
    65         16           16    0.0%               for a in range(len(qs)):
    66        256          256    0.0%                   q = Q[qs[a]]
    67       3072         7739    1.4%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68       2688         8786    1.6%                   tile_max = max(s)
    69        512         5255    1.0%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72        384          681    0.1%                       new_max = max(m[a], tile_max)
    73       2048         5824    1.1%                   p = [nn.exp(x - new_max) for x in s]
    74        512         1550    0.3%                   if m[a] is None:
    75        544         1408    0.3%                       l[a] = sum(p)
    76      16704        58381   10.8%*                      acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78        288          615    0.1%                       corr = nn.exp(m[a] - new_max)
    79       2112         6942    1.3%                       l[a] = l[a] * corr + sum(p)
    80         96           96    0.0%                       o = acc[a]
    81      53952       200029   36.9%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        128          128    0.0%                   m[a] = new_max
    84          4            4    0.0%           for a in range(len(qs)):
    85        800         4722    0.9%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15       4096        28752    5.3%       s = w[0] * x[0]
    16       2048         7777    1.4%       for i in range(1, len(x)):
    17      43008       191201   35.3%*          s = s + w[i] * x[i]
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
    33       5600        11333    2.1%       return math.exp(x) + 0.0 * x
per function:
  flash_attention               84287 reads       303150 cost   55.9%
  dot                           49152 reads       227730 cost   42.0%
  exp                            5600 reads        11333 cost    2.1%
depths:
           1..1               65833 reads        65833 cost
           2..3                7513 reads        15026 cost
           4..7               22896 reads        53919 cost
           8..15               4070 reads        16090 cost
          16..31              18302 reads        91367 cost
          32..63                607 reads         4413 cost
          64..127              1199 reads        11613 cost
         128..255             14736 reads       192228 cost
         256..511              1898 reads        37519 cost
         512..1023             1985 reads        54205 cost

== measured call 7 · naive_attention() at line 100 · cost 3351775 · 500295 reads · peak live 5078 ==
  line      reads         cost       %   source
-- attention.dmd
    36          1            1    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      16449        54379    1.6%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          1            9    0.0%       for i in range(n):
    41         64           64    0.0%           row = S[i]
    42      12096       274521    8.2%           m = max(row)
    43       8192        44231    1.3%           e = [nn.exp(s - m) for s in row]
    44       8192        40960    1.2%           total = sum(e)
    45       8192        44992    1.3%           P.append([p / total for p in e])
    46                                       O = []
    47          1           65    0.0%       for i in range(n):
    48         64           64    0.0%           p = P[i]
    49     229952      1647551   49.2%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      16384       150378    4.5%       s = w[0] * x[0]
    16       8192        28604    0.9%       for i in range(1, len(x)):
    17     172032      1028586   30.7%*          s = s + w[i] * x[i]
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
    33      20480        37365    1.1%       return math.exp(x) + 0.0 * x
per function:
  naive_attention              283207 reads      2106842 cost   62.9%
  dot                          196608 reads      1207568 cost   36.0%
  exp                           20480 reads        37365 cost    1.1%
depths:
           1..1              212842 reads       212842 cost
           2..3               30682 reads        61364 cost
           4..7               92367 reads       220461 cost
           8..15               1014 reads         4052 cost
          16..31              47596 reads       237926 cost
          32..63                249 reads         1921 cost
          64..127             16273 reads       151495 cost
         128..255             25261 reads       303704 cost
         256..511               512 reads        10236 cost
         512..1023            63781 reads      1586984 cost
        1024..2047             1804 reads        68350 cost
        2048..4095             2592 reads       144360 cost
        4096..8191             5322 reads       348080 cost

== measured call 8 · flash_attention() at line 101 · cost 2265130 · 558135 reads · peak live 1637 ==
  line      reads         cost       %   source
-- attention.dmd
    55          1            1    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          3           44    0.0%       for q0 in range(0, n, TILE):
    59         56          262    0.0%           qs = range(q0, min(q0 + TILE, n))
    60          8            8    0.0%           m = [None] * len(qs)
    61          8            8    0.0%           l = [None] * len(qs)
    62          8            8    0.0%           acc = [None] * len(qs)
    63         24          118    0.0%           for k0 in range(0, n, TILE):
    64        448         2264    0.1%               ks = range(k0, min(k0 + TILE, n))
    65         64           64    0.0%               for a in range(len(qs)):
    66       1024         1024    0.0%                   q = Q[qs[a]]
    67      12288        31099    1.4%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      10752        35776    1.6%                   tile_max = max(s)
    69       2048        21879    1.0%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72       1792         3191    0.1%                       new_max = max(m[a], tile_max)
    73       8192        23292    1.0%                   p = [nn.exp(x - new_max) for x in s]
    74       2048         6018    0.3%                   if m[a] is None:
    75       1088         2816    0.1%                       l[a] = sum(p)
    76      33408       121716    5.4%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       1344         2817    0.1%                       corr = nn.exp(m[a] - new_max)
    79       9856        32682    1.4%                       l[a] = l[a] * corr + sum(p)
    80        448          448    0.0%                       o = acc[a]
    81     251776       969658   42.8%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83        512          512    0.0%                   m[a] = new_max
    84          8            8    0.0%           for a in range(len(qs)):
    85       1600         9834    0.4%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      16384       120478    5.3%       s = w[0] * x[0]
    16       8192        31209    1.4%       for i in range(1, len(x)):
    17     172032       801917   35.4%*          s = s + w[i] * x[i]
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
    33      22720        45974    2.0%       return math.exp(x) + 0.0 * x
per function:
  flash_attention              338807 reads      1265552 cost   55.9%
  dot                          196608 reads       953604 cost   42.1%
  exp                           22720 reads        45974 cost    2.0%
depths:
           1..1              264361 reads       264361 cost
           2..3               27923 reads        55846 cost
           4..7               93542 reads       220173 cost
           8..15              14926 reads        58914 cost
          16..31              75498 reads       376947 cost
          32..63               2231 reads        16201 cost
          64..127              4123 reads        39806 cost
         128..255             58948 reads       767620 cost
         256..511              8134 reads       162611 cost
         512..1023              576 reads        16399 cost
        1024..2047             7873 reads       286252 cost

== measured call 9 · naive_attention() at line 100 · cost 18488506 · 2000007 reads · peak live 18326 ==
  line      reads         cost       %   source
-- attention.dmd
    36          1            1    0.0%       d = len(Q[0])
    37          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    38      65665       216545    1.2%       S = [[nn.dot(Q[i], K[j]) * scale for j in range(n)] for i in range(n)]
    39                                       P = []
    40          1           12    0.0%       for i in range(n):
    41        128          128    0.0%           row = S[i]
    42      48768      2146512   11.6%*          m = max(row)
    43      32768       227520    1.2%           e = [nn.exp(s - m) for s in row]
    44      32768       212992    1.2%           total = sum(e)
    45      32768       229248    1.2%           P.append([p / total for p in e])
    46                                       O = []
    47          1          129    0.0%       for i in range(n):
    48        128          128    0.0%           p = P[i]
    49     918656      9167707   49.6%*          O.append([sum(p[j] * V[j][c] for j in range(n)) for c in range(d)])
-- stdlib/nn.dmd
    15      65536       765144    4.1%       s = w[0] * x[0]
    16      32768       114556    0.6%       for i in range(1, len(x)):
    17     688128      5258775   28.4%*          s = s + w[i] * x[i]
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
    33      81920       149104    0.8%       return math.exp(x) + 0.0 * x
per function:
  naive_attention             1131655 reads     12200927 cost   66.0%
  dot                          786432 reads      6138475 cost   33.2%
  exp                           81920 reads       149104 cost    0.8%
depths:
           1..1              851633 reads       851633 cost
           2..3              118739 reads       237478 cost
           4..7              373135 reads       891437 cost
           8..15               2040 reads         8156 cost
          16..31             193451 reads       967137 cost
          32..63                 76 reads          555 cost
          64..127               465 reads         5143 cost
         128..255             65324 reads       820634 cost
         256..511             99693 reads      1696186 cost
         512..1023             1024 reads        28724 cost
        1024..2047           258597 reads      9006340 cost
        2048..4095             3332 reads       177526 cost
        4096..8191             4624 reads       364480 cost
        8192..16383            9248 reads      1026120 cost
       16384..32767           18626 reads      2406957 cost

== measured call 10 · flash_attention() at line 101 · cost 9505341 · 2236519 reads · peak live 3173 ==
  line      reads         cost       %   source
-- attention.dmd
    55          1            1    0.0%       d = len(Q[0])
    56          3            5    0.0%       scale = 1.0 / math.sqrt(d)
    57                                       O = []
    58          3           60    0.0%       for q0 in range(0, n, TILE):
    59        112          550    0.0%           qs = range(q0, min(q0 + TILE, n))
    60         16           16    0.0%           m = [None] * len(qs)
    61         16           16    0.0%           l = [None] * len(qs)
    62         16           16    0.0%           acc = [None] * len(qs)
    63         48          246    0.0%           for k0 in range(0, n, TILE):
    64       1792         9640    0.1%               ks = range(k0, min(k0 + TILE, n))
    65        256          256    0.0%               for a in range(len(qs)):
    66       4096         4096    0.0%                   q = Q[qs[a]]
    67      49152       124667    1.3%                   s = [nn.dot(q, K[j]) * scale for j in ks]
    68      43008       143799    1.5%                   tile_max = max(s)
    69       8192        89303    0.9%                   if m[a] is None:
    70                                                       new_max = tile_max
    71                                                   else:
    72       7680        13650    0.1%                       new_max = max(m[a], tile_max)
    73      32768        93245    1.0%                   p = [nn.exp(x - new_max) for x in s]
    74       8192        23382    0.2%                   if m[a] is None:
    75       2176         5632    0.1%                       l[a] = sum(p)
    76      66816       256967    2.7%                       acc[a] = [sum(p[b] * V[ks[b]][c] for b in range(len(ks))) for c in range(d)]
    77                                                   else:
    78       5760        11819    0.1%                       corr = nn.exp(m[a] - new_max)
    79      42240       140610    1.5%                       l[a] = l[a] * corr + sum(p)
    80       1920         1920    0.0%                       o = acc[a]
    81    1079040      4354354   45.8%*                      acc[a] = [o[c] * corr + sum(p[b] * V[ks[b]][c] for b in range(len(ks)))
    82                                                                 for c in range(d)]
    83       2048         2048    0.0%                   m[a] = new_max
    84         16           16    0.0%           for a in range(len(qs)):
    85       3200        20058    0.2%               O.append([x / l[a] for x in acc[a]])
-- stdlib/nn.dmd
    15      65536       508331    5.3%       s = w[0] * x[0]
    16      32768       125017    1.3%       for i in range(1, len(x)):
    17     688128      3390480   35.7%*          s = s + w[i] * x[i]
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
    33      91520       185141    1.9%       return math.exp(x) + 0.0 * x
per function:
  flash_attention             1358567 reads      5296372 cost   55.7%
  dot                          786432 reads      4023828 cost   42.3%
  exp                           91520 reads       185141 cost    1.9%
depths:
           1..1             1060216 reads      1060216 cost
           2..3              106765 reads       213530 cost
           4..7              378234 reads       889791 cost
           8..15              56801 reads       224166 cost
          16..31             306626 reads      1531019 cost
          32..63               8551 reads        62049 cost
          64..127             15347 reads       147741 cost
         128..255            235692 reads      3066564 cost
         256..511             34750 reads       700971 cost
         512..1023              512 reads        14719 cost
        1024..2047             1088 reads        43063 cost
        2048..4095            31937 reads      1551512 cost
