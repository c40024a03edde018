dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 19322845 · 4959231 reads · peak live 3243 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.0%   from bytedmd import bytedmd
    14          5           18    0.0%   from linalg import matvec, vecmat, matmul, matmul_tiled, matmul_recursive
    15                                   
    16          1            1    0.0%   TILE = 4
    17                                   
    18                                   
    19                                   def ones(rows, cols):
    20       1464         4779    0.0%       return [[1.0] * cols for _ in range(rows)]
    21                                   
    22                                   
    23          4            7    0.0%   print(" n  matvec  vecmat")
    24         14           37    0.0%   for n in range(2, 9):
    25         21           68    0.0%       A = ones(n, n)
    26         35          111    0.0%       x = [1.0] * n
    27        175          678    0.0%       print(f"{n:2d} {bytedmd(matvec, (A, x)):7d} {bytedmd(vecmat, (A, x)):7d}")
    28                                   
    29          1            1    0.0%   print()
    30          3            6    0.0%   print(" n     matmul")
    31         14           39    0.0%   for n in [2, 4, 8, 16]:
    32         72          400    0.0%       print(f"{n:2d} {bytedmd(matmul, (ones(n, n), ones(n, n))):10d}")
    33                                   
    34          1            1    0.0%   print()
    35          7           19    0.0%   print(f" n      naive  tiled {TILE}  recursive")
    36         17           63    0.0%   for n in [2, 4, 8, 16, 32]:
    37         15           58    0.0%       A = ones(n, n)
    38         15          207    0.0%       B = ones(n, n)
    39         45          412    0.0%       naive = bytedmd(matmul, (A, B))
    40         70          673    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
    41         50          629    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
    42         50          141    0.0%       print(f"{n:2d} {naive:10d} {tiled:9d} {recursive:10d}")
-- stdlib/linalg.dmd
     9         21           35    0.0%       n = len(x)
    10         35           63    0.0%       y = [None] * n
    11         77          220    0.0%       for i in range(n):
    12        280         1181    0.0%           acc = A[i][0] * x[0]
    13        413         1199    0.0%           for j in range(1, n):
    14       1680         5738    0.0%               acc = acc + A[i][j] * x[j]
    15        105          344    0.0%           y[i] = acc
    16                                       return y
    17                                   
    18                                   
    19                                   def vecmat(A, x):
    20         21           63    0.0%       n = len(x)
    21         35           63    0.0%       y = [None] * n
    22         77          197    0.0%       for j in range(n):
    23        280         1060    0.0%           acc = x[0] * A[0][j]
    24        413         1165    0.0%           for i in range(1, n):
    25       1680         5434    0.0%               acc = acc + x[i] * A[i][j]
    26        105          291    0.0%           y[j] = acc
    27                                       return y
    28                                   
    29                                   
    30                                   def matmul(A, B):
    31         27          135    0.0%       n = len(A)
    32        606         1259    0.0%       C = [[None] * n for _ in range(n)]
    33        146         1932    0.0%       for i in range(n):
    34       2256        18112    0.1%           for j in range(n):
    35      17040       129115    0.7%               acc = A[i][0] * B[0][j]
    36      52352       217998    1.1%               for k in range(1, n):
    37     485088      3192324   16.5%*                  acc = acc + A[i][k] * B[k][j]
    38       8520        47719    0.2%               C[i][j] = acc
    39                                       return C
    40                                   
    41                                   
    42                                   def _accumulate(C, i, j, product):
    43     524272      1986951   10.3%*      if C[i][j] is None:
    44      13640        32736    0.2%           C[i][j] = product
    45                                       else:
    46     721680      2015218   10.4%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52         15          112    0.0%       n = len(A)
    53        402         1390    0.0%       C = [[None] * n for _ in range(n)]
    54         56          583    0.0%       for i0 in range(0, n, tile):
    55        214         1901    0.0%           for j0 in range(0, n, tile):
    56       1274         8106    0.0%               for k0 in range(0, n, tile):
    57      11718        44623    0.2%                   for i in range(i0, min(i0 + tile, n)):
    58      46836       161733    0.8%                       for j in range(j0, min(j0 + tile, n)):
    59     187272       555833    2.9%                           for k in range(k0, min(k0 + tile, n)):
    60     561720      2773461   14.4%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64          1            1    0.0%   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67         15          112    0.0%       n = len(A)
    68        402         1390    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     128391       315605    1.6%           if size <= leaf:
    72     374480       926076    4.8%               for i in range(i0, i0 + size):
    73     374480       819164    4.2%                   for j in range(j0, j0 + size):
    74     374480       805054    4.2%                       for k in range(k0, k0 + size):
    75     561720      3014183   15.6%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77      10698        45805    0.2%           h = size // 2
    78      42792       153620    0.8%           for di in (0, h):
    79      85584       306534    1.6%               for dj in (0, h):
    80     171168       795551    4.1%                   rec(i0 + di, j0 + dj, k0, h)
    81     192564       923054    4.8%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83         20           53    0.0%       rec(0, 0, 0, n)
per function:
  rec                         2316357 reads      8104646 cost   41.9%
  _accumulate                 1259592 reads      4034905 cost   20.9%
  matmul                       566035 reads      3608594 cost   18.7%
  matmul_tiled                 809507 reads      3547742 cost   18.4%
  matvec                         2611 reads         8780 cost    0.0%
  vecmat                         2611 reads         8273 cost    0.0%
  ones                           1464 reads         4779 cost    0.0%
  <module>                        616 reads         3570 cost    0.0%
  matmul_recursive                438 reads         1556 cost    0.0%
depths:
           1..1              776281 reads       776281 cost
           2..3              864070 reads      1728140 cost
           4..7             1003982 reads      2735473 cost
           8..15             796764 reads      3082419 cost
          16..31            1101305 reads      5782186 cost
          32..63             216247 reads      1523493 cost
          64..127            110713 reads      1175254 cost
         128..255             12864 reads       178096 cost
         256..511             23749 reads       445582 cost
         512..1023             5237 reads       140129 cost
        1024..2047            42149 reads      1466154 cost
        2048..4095             5870 reads       289638 cost

== measured call 1 · matvec() at line 27 · cost 185 · 74 reads · peak live 22 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3            7    3.8%       n = len(x)
    10          5            9    4.9%       y = [None] * n
    11          8           14    7.6%       for i in range(n):
    12         16           46   24.9%*          acc = A[i][0] * x[0]
    13         16           37   20.0%*          for j in range(1, n):
    14         20           57   30.8%*              acc = acc + A[i][j] * x[j]
    15          6           15    8.1%           y[i] = acc
per function:
  matvec                           74 reads          185 cost  100.0%
depths:
           1..1                  21 reads           21 cost
           2..3                  14 reads           28 cost
           4..7                  12 reads           32 cost
           8..15                 25 reads           95 cost
          16..31                  2 reads            9 cost

== measured call 2 · vecmat() at line 27 · cost 183 · 74 reads · peak live 22 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3            7    3.8%       n = len(x)
    21          5            9    4.9%       y = [None] * n
    22          8           14    7.7%       for j in range(n):
    23         16           47   25.7%*          acc = x[0] * A[0][j]
    24         16           37   20.2%*          for i in range(1, n):
    25         20           54   29.5%*              acc = acc + x[i] * A[i][j]
    26          6           15    8.2%           y[j] = acc
per function:
  vecmat                           74 reads          183 cost  100.0%
depths:
           1..1                  21 reads           21 cost
           2..3                  15 reads           30 cost
           4..7                   9 reads           23 cost
           8..15                 25 reads           91 cost
          16..31                  4 reads           18 cost

== measured call 3 · matvec() at line 27 · cost 370 · 137 reads · peak live 29 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3            9    2.4%       n = len(x)
    10          5            9    2.4%       y = [None] * n
    11          9           18    4.9%       for i in range(n):
    12         24           71   19.2%*          acc = A[i][0] * x[0]
    13         27           66   17.8%*          for j in range(1, n):
    14         60          174   47.0%*              acc = acc + A[i][j] * x[j]
    15          9           23    6.2%           y[i] = acc
per function:
  matvec                          137 reads          370 cost  100.0%
depths:
           1..1                  34 reads           34 cost
           2..3                  20 reads           40 cost
           4..7                  29 reads           82 cost
           8..15                 45 reads          173 cost
          16..31                  9 reads           41 cost

== measured call 4 · vecmat() at line 27 · cost 380 · 137 reads · peak live 29 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3            9    2.4%       n = len(x)
    21          5            9    2.4%       y = [None] * n
    22          9           18    4.7%       for j in range(n):
    23         24           75   19.7%*          acc = x[0] * A[0][j]
    24         27           69   18.2%*          for i in range(1, n):
    25         60          176   46.3%*              acc = acc + x[i] * A[i][j]
    26          9           24    6.3%           y[j] = acc
per function:
  vecmat                          137 reads          380 cost  100.0%
depths:
           1..1                  37 reads           37 cost
           2..3                  18 reads           36 cost
           4..7                  20 reads           55 cost
           8..15                 38 reads          137 cost
          16..31                 24 reads          115 cost

== measured call 5 · matvec() at line 27 · cost 628 · 222 reads · peak live 38 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3           11    1.8%       n = len(x)
    10          5            9    1.4%       y = [None] * n
    11         10           22    3.5%       for i in range(n):
    12         32          101   16.1%*          acc = A[i][0] * x[0]
    13         40          101   16.1%*          for j in range(1, n):
    14        120          353   56.2%*              acc = acc + A[i][j] * x[j]
    15         12           31    4.9%           y[i] = acc
per function:
  matvec                          222 reads          628 cost  100.0%
depths:
           1..1                  51 reads           51 cost
           2..3                  28 reads           56 cost
           4..7                  48 reads          138 cost
           8..15                 62 reads          226 cost
          16..31                 30 reads          139 cost
          32..63                  3 reads           18 cost

== measured call 6 · vecmat() at line 27 · cost 661 · 222 reads · peak live 38 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3           11    1.7%       n = len(x)
    21          5            9    1.4%       y = [None] * n
    22         10           25    3.8%       for j in range(n):
    23         32          110   16.6%*          acc = x[0] * A[0][j]
    24         40          107   16.2%*          for i in range(1, n):
    25        120          365   55.2%*              acc = acc + x[i] * A[i][j]
    26         12           34    5.1%           y[j] = acc
per function:
  vecmat                          222 reads          661 cost  100.0%
depths:
           1..1                  59 reads           59 cost
           2..3                  21 reads           42 cost
           4..7                  35 reads           99 cost
           8..15                 51 reads          174 cost
          16..31                 53 reads          269 cost
          32..63                  3 reads           18 cost

== measured call 7 · matvec() at line 27 · cost 965 · 329 reads · peak live 49 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3           13    1.3%       n = len(x)
    10          5            9    0.9%       y = [None] * n
    11         11           26    2.7%       for i in range(n):
    12         40          129   13.4%*          acc = A[i][0] * x[0]
    13         55          151   15.6%*          for j in range(1, n):
    14        200          598   62.0%*              acc = acc + A[i][j] * x[j]
    15         15           39    4.0%           y[i] = acc
per function:
  matvec                          329 reads          965 cost  100.0%
depths:
           1..1                  72 reads           72 cost
           2..3                  38 reads           76 cost
           4..7                  71 reads          206 cost
           8..15                 88 reads          307 cost
          16..31                 53 reads          257 cost
          32..63                  7 reads           47 cost

== measured call 8 · vecmat() at line 27 · cost 1014 · 329 reads · peak live 49 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3           13    1.3%       n = len(x)
    21          5            9    0.9%       y = [None] * n
    22         11           30    3.0%       for j in range(n):
    23         40          141   13.9%*          acc = x[0] * A[0][j]
    24         55          153   15.1%*          for i in range(1, n):
    25        200          625   61.6%*              acc = acc + x[i] * A[i][j]
    26         15           43    4.2%           y[j] = acc
per function:
  vecmat                          329 reads         1014 cost  100.0%
depths:
           1..1                  87 reads           87 cost
           2..3                  24 reads           48 cost
           4..7                  54 reads          155 cost
           8..15                 73 reads          241 cost
          16..31                 78 reads          398 cost
          32..63                 13 reads           85 cost

== measured call 9 · matvec() at line 27 · cost 1366 · 458 reads · peak live 62 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3           15    1.1%       n = len(x)
    10          5            9    0.7%       y = [None] * n
    11         12           30    2.2%       for i in range(n):
    12         48          160   11.7%*          acc = A[i][0] * x[0]
    13         72          201   14.7%*          for j in range(1, n):
    14        300          900   65.9%*              acc = acc + A[i][j] * x[j]
    15         18           51    3.7%           y[i] = acc
per function:
  matvec                          458 reads         1366 cost  100.0%
depths:
           1..1                  97 reads           97 cost
           2..3                  50 reads          100 cost
           4..7                  98 reads          286 cost
           8..15                119 reads          400 cost
          16..31                 86 reads          421 cost
          32..63                  8 reads           62 cost

== measured call 10 · vecmat() at line 27 · cost 1444 · 458 reads · peak live 62 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3           15    1.0%       n = len(x)
    21          5            9    0.6%       y = [None] * n
    22         12           35    2.4%       for j in range(n):
    23         48          174   12.0%*          acc = x[0] * A[0][j]
    24         72          204   14.1%*          for i in range(1, n):
    25        300          955   66.1%*              acc = acc + x[i] * A[i][j]
    26         18           52    3.6%           y[j] = acc
per function:
  vecmat                          458 reads         1444 cost  100.0%
depths:
           1..1                 121 reads          121 cost
           2..3                  27 reads           54 cost
           4..7                  77 reads          223 cost
           8..15                103 reads          334 cost
          16..31                101 reads          514 cost
          32..63                 29 reads          198 cost

== measured call 11 · matvec() at line 27 · cost 1840 · 609 reads · peak live 77 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3           17    0.9%       n = len(x)
    10          5            9    0.5%       y = [None] * n
    11         13           34    1.8%       for i in range(n):
    12         56          195   10.6%*          acc = A[i][0] * x[0]
    13         91          258   14.0%*          for j in range(1, n):
    14        420         1266   68.8%*              acc = acc + A[i][j] * x[j]
    15         21           61    3.3%           y[i] = acc
per function:
  matvec                          609 reads         1840 cost  100.0%
depths:
           1..1                 126 reads          126 cost
           2..3                  64 reads          128 cost
           4..7                 129 reads          378 cost
           8..15                158 reads          517 cost
          16..31                123 reads          612 cost
          32..63                  2 reads           16 cost
          64..127                 7 reads           63 cost

== measured call 12 · vecmat() at line 27 · cost 2019 · 609 reads · peak live 77 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3           17    0.8%       n = len(x)
    21          5            9    0.4%       y = [None] * n
    22         13           40    2.0%       for j in range(n):
    23         56          207   10.3%*          acc = x[0] * A[0][j]
    24         91          260   12.9%*          for i in range(1, n):
    25        420         1425   70.6%*              acc = acc + x[i] * A[i][j]
    26         21           61    3.0%           y[j] = acc
per function:
  vecmat                          609 reads         2019 cost  100.0%
depths:
           1..1                 161 reads          161 cost
           2..3                  30 reads           60 cost
           4..7                 104 reads          303 cost
           8..15                139 reads          445 cost
          16..31                128 reads          708 cost
          32..63                 40 reads          279 cost
          64..127                 7 reads           63 cost

== measured call 13 · matvec() at line 27 · cost 2393 · 782 reads · peak live 94 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          3           19    0.8%       n = len(x)
    10          5            9    0.4%       y = [None] * n
    11         14           45    1.9%       for i in range(n):
    12         64          227    9.5%           acc = A[i][0] * x[0]
    13        112          321   13.4%*          for j in range(1, n):
    14        560         1702   71.1%*              acc = acc + A[i][j] * x[j]
    15         24           70    2.9%           y[i] = acc
per function:
  matvec                          782 reads         2393 cost  100.0%
depths:
           1..1                 159 reads          159 cost
           2..3                  80 reads          160 cost
           4..7                 164 reads          482 cost
           8..15                209 reads          674 cost
          16..31                160 reads          820 cost
          64..127                10 reads           98 cost

== measured call 14 · vecmat() at line 27 · cost 2683 · 782 reads · peak live 94 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          3           19    0.7%       n = len(x)
    21          5            9    0.3%       y = [None] * n
    22         14           45    1.7%       for j in range(n):
    23         64          257    9.6%           acc = x[0] * A[0][j]
    24        112          340   12.7%*          for i in range(1, n):
    25        560         1936   72.2%*              acc = acc + x[i] * A[i][j]
    26         24           77    2.9%           y[j] = acc
per function:
  vecmat                          782 reads         2683 cost  100.0%
depths:
           1..1                 207 reads          207 cost
           2..3                  33 reads           66 cost
           4..7                 135 reads          395 cost
           8..15                181 reads          574 cost
          16..31                160 reads          934 cost
          32..63                 49 reads          346 cost
          64..127                17 reads          161 cost

== measured call 15 · matmul() at line 32 · cost 560 · 185 reads · peak live 33 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.7%       n = len(A)
    32         18           35    6.2%       C = [[None] * n for _ in range(n)]
    33          8           19    3.4%       for i in range(n):
    34         16           37    6.6%           for j in range(n):
    35         40          154   27.5%*              acc = A[i][0] * B[0][j]
    36         32           82   14.6%*              for k in range(1, n):
    37         48          165   29.5%*                  acc = acc + A[i][k] * B[k][j]
    38         20           64   11.4%*              C[i][j] = acc
per function:
  matmul                          185 reads          560 cost  100.0%
depths:
           1..1                  41 reads           41 cost
           2..3                  25 reads           50 cost
           4..7                  33 reads           90 cost
           8..15                 48 reads          186 cost
          16..31                 38 reads          193 cost

== measured call 16 · matmul() at line 32 · cost 3875 · 1059 reads · peak live 67 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.1%       n = len(A)
    32         30           65    1.7%       C = [[None] * n for _ in range(n)]
    33         10           33    0.9%       for i in range(n):
    34         40          125    3.2%           for j in range(n):
    35        160          678   17.5%*              acc = A[i][0] * B[0][j]
    36        160          497   12.8%*              for k in range(1, n):
    37        576         2171   56.0%*                  acc = acc + A[i][k] * B[k][j]
    38         80          302    7.8%               C[i][j] = acc
per function:
  matmul                         1059 reads         3875 cost  100.0%
depths:
           1..1                 183 reads          183 cost
           2..3                  91 reads          182 cost
           4..7                  96 reads          267 cost
           8..15                391 reads         1480 cost
          16..31                210 reads         1127 cost
          32..63                 88 reads          636 cost

== measured call 17 · matmul() at line 32 · cost 31931 · 7415 reads · peak live 183 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.0%       n = len(A)
    32         54          125    0.4%       C = [[None] * n for _ in range(n)]
    33         14           87    0.3%       for i in range(n):
    34        112          494    1.5%           for j in range(n):
    35        640         3313   10.4%*              acc = A[i][0] * B[0][j]
    36        896         3268   10.2%*              for k in range(1, n):
    37       5376        23239   72.8%*                  acc = acc + A[i][k] * B[k][j]
    38        320         1401    4.4%               C[i][j] = acc
per function:
  matmul                         7415 reads        31931 cost  100.0%
depths:
           1..1                1187 reads         1187 cost
           2..3                 559 reads         1118 cost
           4..7                 315 reads          876 cost
           8..15               3363 reads        12804 cost
          16..31                228 reads         1338 cost
          32..63               1189 reads         8197 cost
          64..127               463 reads         4979 cost
         128..255               111 reads         1432 cost

== measured call 18 · matmul() at line 32 · cost 284321 · 56031 reads · peak live 607 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.0%       n = len(A)
    32        102          245    0.1%       C = [[None] * n for _ in range(n)]
    33         22          289    0.1%       for i in range(n):
    34        352         2306    0.8%           for j in range(n):
    35       2560        16030    5.6%               acc = A[i][0] * B[0][j]
    36       5632        22124    7.8%               for k in range(1, n):
    37      46080       237058   83.4%*                  acc = acc + A[i][k] * B[k][j]
    38       1280         6265    2.2%               C[i][j] = acc
per function:
  matmul                        56031 reads       284321 cost  100.0%
depths:
           1..1                8763 reads         8763 cost
           2..3                4183 reads         8366 cost
           4..7                1139 reads         3156 cost
           8..15              27842 reads       106616 cost
          16..31                 18 reads           96 cost
          32..63               9688 reads        76713 cost
          64..127                64 reads          663 cost
         128..255               128 reads         1826 cost
         256..511              3966 reads        72335 cost
         512..1023              240 reads         5787 cost

== measured call 19 · matmul() at line 39 · cost 560 · 185 reads · peak live 33 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.7%       n = len(A)
    32         18           35    6.2%       C = [[None] * n for _ in range(n)]
    33          8           19    3.4%       for i in range(n):
    34         16           37    6.6%           for j in range(n):
    35         40          154   27.5%*              acc = A[i][0] * B[0][j]
    36         32           82   14.6%*              for k in range(1, n):
    37         48          165   29.5%*                  acc = acc + A[i][k] * B[k][j]
    38         20           64   11.4%*              C[i][j] = acc
per function:
  matmul                          185 reads          560 cost  100.0%
depths:
           1..1                  41 reads           41 cost
           2..3                  25 reads           50 cost
           4..7                  33 reads           90 cost
           8..15                 48 reads          186 cost
          16..31                 38 reads          193 cost

== measured call 20 · <lambda>() at line 40 · cost 1231 · 415 reads · peak live 45 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          5           16    1.3%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43         56          175   14.2%*      if C[i][j] is None:
    44         20           48    3.9%           C[i][j] = product
    45                                       else:
    46         40          109    8.9%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          3            5    0.4%       n = len(A)
    53         18           37    3.0%       C = [[None] * n for _ in range(n)]
    54          9           21    1.7%       for i0 in range(0, n, tile):
    55          9           20    1.6%           for j0 in range(0, n, tile):
    56          9           20    1.6%               for k0 in range(0, n, tile):
    57         18           37    3.0%                   for i in range(i0, min(i0 + tile, n)):
    58         36           91    7.4%                       for j in range(j0, min(j0 + tile, n)):
    59         72          179   14.5%*                          for k in range(k0, min(k0 + tile, n)):
    60        120          473   38.4%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    294 reads          883 cost   71.7%
  _accumulate                     116 reads          332 cost   27.0%
  <module>                          5 reads           16 cost    1.3%
depths:
           1..1                  76 reads           76 cost
           2..3                  92 reads          184 cost
           4..7                  79 reads          223 cost
           8..15                 79 reads          284 cost
          16..31                 71 reads          347 cost
          32..63                 18 reads          117 cost

== measured call 21 · matmul_recursive() at line 41 · cost 1923 · 623 reads · peak live 49 ==
  line      reads         cost       %   source
-- linalg.dmd
    41          1            4    0.2%       recursive = bytedmd(matmul_recursive, (A, B))
-- stdlib/linalg.dmd
    43         56          197   10.2%*      if C[i][j] is None:
    44         20           48    2.5%           C[i][j] = product
    45                                       else:
    46         40          109    5.7%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53                                       C = [[None] * n for _ in range(n)]
    54                                       for i0 in range(0, n, tile):
    55                                           for j0 in range(0, n, tile):
    56                                               for k0 in range(0, n, tile):
    57                                                   for i in range(i0, min(i0 + tile, n)):
    58                                                       for j in range(j0, min(j0 + tile, n)):
    59                                                           for k in range(k0, min(k0 + tile, n)):
    60                                                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          3            5    0.3%       n = len(A)
    68         18           37    1.9%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71         27           65    3.4%           if size <= leaf:
    72         80          191    9.9%               for i in range(i0, i0 + size):
    73         80          173    9.0%                   for j in range(j0, j0 + size):
    74         80          168    8.7%                       for k in range(k0, k0 + size):
    75        120          538   28.0%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77          2            3    0.2%           h = size // 2
    78          8           22    1.1%           for di in (0, h):
    79         16           51    2.7%               for dj in (0, h):
    80         32          137    7.1%                   rec(i0 + di, j0 + dj, k0, h)
    81         36          165    8.6%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          4           10    0.5%       rec(0, 0, 0, n)
per function:
  rec                             481 reads         1513 cost   78.7%
  _accumulate                     116 reads          354 cost   18.4%
  matmul_recursive                 25 reads           52 cost    2.7%
  <module>                          1 reads            4 cost    0.2%
depths:
           1..1                 122 reads          122 cost
           2..3                 131 reads          262 cost
           4..7                 136 reads          352 cost
           8..15                 74 reads          288 cost
          16..31                132 reads          711 cost
          32..63                 28 reads          188 cost

== measured call 22 · matmul() at line 39 · cost 3875 · 1059 reads · peak live 67 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.1%       n = len(A)
    32         30           65    1.7%       C = [[None] * n for _ in range(n)]
    33         10           33    0.9%       for i in range(n):
    34         40          125    3.2%           for j in range(n):
    35        160          678   17.5%*              acc = A[i][0] * B[0][j]
    36        160          497   12.8%*              for k in range(1, n):
    37        576         2171   56.0%*                  acc = acc + A[i][k] * B[k][j]
    38         80          302    7.8%               C[i][j] = acc
per function:
  matmul                         1059 reads         3875 cost  100.0%
depths:
           1..1                 183 reads          183 cost
           2..3                  91 reads          182 cost
           4..7                  96 reads          267 cost
           8..15                391 reads         1480 cost
          16..31                210 reads         1127 cost
          32..63                 88 reads          636 cost

== measured call 23 · <lambda>() at line 40 · cost 8357 · 2453 reads · peak live 90 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          5           27    0.3%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43        448         1441   17.2%*      if C[i][j] is None:
    44         80          192    2.3%           C[i][j] = product
    45                                       else:
    46        480         1341   16.0%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          3            5    0.1%       n = len(A)
    53         30           69    0.8%       C = [[None] * n for _ in range(n)]
    54          9           28    0.3%       for i0 in range(0, n, tile):
    55          9           22    0.3%           for j0 in range(0, n, tile):
    56          9           22    0.3%               for k0 in range(0, n, tile):
    57         20           53    0.6%                   for i in range(i0, min(i0 + tile, n)):
    58         80          253    3.0%                       for j in range(j0, min(j0 + tile, n)):
    59        320          938   11.2%*                          for k in range(k0, min(k0 + tile, n)):
    60        960         3966   47.5%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                   1440 reads         5356 cost   64.1%
  _accumulate                    1008 reads         2974 cost   35.6%
  <module>                          5 reads           27 cost    0.3%
depths:
           1..1                 272 reads          272 cost
           2..3                 490 reads          980 cost
           4..7                 524 reads         1500 cost
           8..15                472 reads         1773 cost
          16..31                572 reads         2860 cost
          32..63                 72 reads          506 cost
          64..127                51 reads          466 cost

== measured call 24 · matmul_recursive() at line 41 · cost 16477 · 4991 reads · peak live 104 ==
  line      reads         cost       %   source
-- linalg.dmd
    41          1            7    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
-- stdlib/linalg.dmd
    43        448         1669   10.1%*      if C[i][j] is None:
    44         80          192    1.2%           C[i][j] = product
    45                                       else:
    46        480         1341    8.1%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53                                       C = [[None] * n for _ in range(n)]
    54                                       for i0 in range(0, n, tile):
    55                                           for j0 in range(0, n, tile):
    56                                               for k0 in range(0, n, tile):
    57                                                   for i in range(i0, min(i0 + tile, n)):
    58                                                       for j in range(j0, min(j0 + tile, n)):
    59                                                           for k in range(k0, min(k0 + tile, n)):
    60                                                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          3            5    0.0%       n = len(A)
    68         30           69    0.4%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71        219          539    3.3%           if size <= leaf:
    72        640         1574    9.6%               for i in range(i0, i0 + size):
    73        640         1398    8.5%                   for j in range(j0, j0 + size):
    74        640         1372    8.3%                       for k in range(k0, k0 + size):
    75        960         4660   28.3%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77         18           69    0.4%           h = size // 2
    78         72          242    1.5%           for di in (0, h):
    79        144          497    3.0%               for dj in (0, h):
    80        288         1311    8.0%                   rec(i0 + di, j0 + dj, k0, h)
    81        324         1522    9.2%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          4           10    0.1%       rec(0, 0, 0, n)
per function:
  rec                            3945 reads        13184 cost   80.0%
  _accumulate                    1008 reads         3202 cost   19.4%
  matmul_recursive                 37 reads           84 cost    0.5%
  <module>                          1 reads            7 cost    0.0%
depths:
           1..1                 922 reads          922 cost
           2..3                 953 reads         1906 cost
           4..7                1086 reads         2848 cost
           8..15                535 reads         2068 cost
          16..31               1189 reads         6442 cost
          32..63                234 reads         1603 cost
          64..127                72 reads          688 cost

== measured call 25 · matmul() at line 39 · cost 31931 · 7415 reads · peak live 183 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.0%       n = len(A)
    32         54          125    0.4%       C = [[None] * n for _ in range(n)]
    33         14           87    0.3%       for i in range(n):
    34        112          494    1.5%           for j in range(n):
    35        640         3313   10.4%*              acc = A[i][0] * B[0][j]
    36        896         3268   10.2%*              for k in range(1, n):
    37       5376        23239   72.8%*                  acc = acc + A[i][k] * B[k][j]
    38        320         1401    4.4%               C[i][j] = acc
per function:
  matmul                         7415 reads        31931 cost  100.0%
depths:
           1..1                1187 reads         1187 cost
           2..3                 559 reads         1118 cost
           4..7                 315 reads          876 cost
           8..15               3363 reads        12804 cost
          16..31                228 reads         1338 cost
          32..63               1189 reads         8197 cost
          64..127               463 reads         4979 cost
         128..255               111 reads         1432 cost

== measured call 26 · <lambda>() at line 40 · cost 69254 · 19556 reads · peak live 252 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          5           49    0.1%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43       3584        12021   17.4%*      if C[i][j] is None:
    44        320          768    1.1%           C[i][j] = product
    45                                       else:
    46       4480        12541   18.1%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          3            5    0.0%       n = len(A)
    53         54          148    0.2%       C = [[None] * n for _ in range(n)]
    54         10           49    0.1%       for i0 in range(0, n, tile):
    55         20           80    0.1%           for j0 in range(0, n, tile):
    56         40          158    0.2%               for k0 in range(0, n, tile):
    57        160          541    0.8%                   for i in range(i0, min(i0 + tile, n)):
    58        640         2141    3.1%                       for j in range(j0, min(j0 + tile, n)):
    59       2560         7575   10.9%*                          for k in range(k0, min(k0 + tile, n)):
    60       7680        33178   47.9%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                  11167 reads        43875 cost   63.4%
  _accumulate                    8384 reads        25330 cost   36.6%
  <module>                          5 reads           49 cost    0.1%
depths:
           1..1                2062 reads         2062 cost
           2..3                3785 reads         7570 cost
           4..7                4394 reads        12658 cost
           8..15               3242 reads        12308 cost
          16..31               5056 reads        25037 cost
          32..63                545 reads         3939 cost
          64..127               207 reads         2044 cost
         128..255               265 reads         3636 cost

== measured call 27 · matmul_recursive() at line 41 · cost 135459 · 40103 reads · peak live 274 ==
  line      reads         cost       %   source
-- linalg.dmd
    41          1           13    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
-- stdlib/linalg.dmd
    43       3584        13864   10.2%*      if C[i][j] is None:
    44        320          768    0.6%           C[i][j] = product
    45                                       else:
    46       4480        12541    9.3%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53                                       C = [[None] * n for _ in range(n)]
    54                                       for i0 in range(0, n, tile):
    55                                           for j0 in range(0, n, tile):
    56                                               for k0 in range(0, n, tile):
    57                                                   for i in range(i0, min(i0 + tile, n)):
    58                                                       for j in range(j0, min(j0 + tile, n)):
    59                                                           for k in range(k0, min(k0 + tile, n)):
    60                                                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          3            5    0.0%       n = len(A)
    68         54          148    0.1%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71       1755         4318    3.2%           if size <= leaf:
    72       5120        12646    9.3%               for i in range(i0, i0 + size):
    73       5120        11198    8.3%                   for j in range(j0, j0 + size):
    74       5120        11004    8.1%                       for k in range(k0, k0 + size):
    75       7680        38825   28.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77        146          611    0.5%           h = size // 2
    78        584         2062    1.5%           for di in (0, h):
    79       1168         4144    3.1%               for dj in (0, h):
    80       2336        10799    8.0%                   rec(i0 + di, j0 + dj, k0, h)
    81       2628        12503    9.2%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          4           10    0.0%       rec(0, 0, 0, n)
per function:
  rec                           31657 reads       108110 cost   79.8%
  _accumulate                    8384 reads        27173 cost   20.1%
  matmul_recursive                 61 reads          163 cost    0.1%
  <module>                          1 reads           13 cost    0.0%
depths:
           1..1                7322 reads         7322 cost
           2..3                7493 reads        14986 cost
           4..7                8890 reads        23440 cost
           8..15               4167 reads        16235 cost
          16..31               9573 reads        52062 cost
          32..63               2029 reads        13918 cost
          64..127               340 reads         3353 cost
         128..255               279 reads         3974 cost
         256..511                10 reads          169 cost

== measured call 28 · matmul() at line 39 · cost 284321 · 56031 reads · peak live 607 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.0%       n = len(A)
    32        102          245    0.1%       C = [[None] * n for _ in range(n)]
    33         22          289    0.1%       for i in range(n):
    34        352         2306    0.8%           for j in range(n):
    35       2560        16030    5.6%               acc = A[i][0] * B[0][j]
    36       5632        22124    7.8%               for k in range(1, n):
    37      46080       237058   83.4%*                  acc = acc + A[i][k] * B[k][j]
    38       1280         6265    2.2%               C[i][j] = acc
per function:
  matmul                        56031 reads       284321 cost  100.0%
depths:
           1..1                8763 reads         8763 cost
           2..3                4183 reads         8366 cost
           4..7                1139 reads         3156 cost
           8..15              27842 reads       106616 cost
          16..31                 18 reads           96 cost
          32..63               9688 reads        76713 cost
          64..127                64 reads          663 cost
         128..255               128 reads         1826 cost
         256..511              3966 reads        72335 cost
         512..1023              240 reads         5787 cost

== measured call 29 · <lambda>() at line 40 · cost 575134 · 157034 reads · peak live 860 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          5           90    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43      28672        98829   17.2%*      if C[i][j] is None:
    44       1280         3072    0.5%           C[i][j] = product
    45                                       else:
    46      38400       107517   18.7%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          3            5    0.0%       n = len(A)
    53        102          338    0.1%       C = [[None] * n for _ in range(n)]
    54         12          114    0.0%       for i0 in range(0, n, tile):
    55         48          307    0.1%           for j0 in range(0, n, tile):
    56        192         1027    0.2%               for k0 in range(0, n, tile):
    57       1280         4679    0.8%                   for i in range(i0, min(i0 + tile, n)):
    58       5120        17459    3.0%                       for j in range(j0, min(j0 + tile, n)):
    59      20480        60725   10.6%*                          for k in range(k0, min(k0 + tile, n)):
    60      61440       280972   48.9%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                  88677 reads       365626 cost   63.6%
  _accumulate                   68352 reads       209418 cost   36.4%
  <module>                          5 reads           90 cost    0.0%
depths:
           1..1               16328 reads        16328 cost
           2..3               30043 reads        60086 cost
           4..7               36266 reads       104682 cost
           8..15              23822 reads        90780 cost
          16..31              42332 reads       208548 cost
          32..63               4372 reads        32053 cost
          64..127              1362 reads        13486 cost
         128..255               976 reads        13648 cost
         256..511               844 reads        17343 cost
         512..1023              689 reads        18180 cost

== measured call 30 · matmul_recursive() at line 41 · cost 1104475 · 321815 reads · peak live 892 ==
  line      reads         cost       %   source
-- linalg.dmd
    41          1           24    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
-- stdlib/linalg.dmd
    43      28672       114746   10.4%*      if C[i][j] is None:
    44       1280         3072    0.3%           C[i][j] = product
    45                                       else:
    46      38400       107517    9.7%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53                                       C = [[None] * n for _ in range(n)]
    54                                       for i0 in range(0, n, tile):
    55                                           for j0 in range(0, n, tile):
    56                                               for k0 in range(0, n, tile):
    57                                                   for i in range(i0, min(i0 + tile, n)):
    58                                                       for j in range(j0, min(j0 + tile, n)):
    59                                                           for k in range(k0, min(k0 + tile, n)):
    60                                                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          3            5    0.0%       n = len(A)
    68        102          338    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71      14043        34534    3.1%           if size <= leaf:
    72      40960       101266    9.2%               for i in range(i0, i0 + size):
    73      40960        89598    8.1%                   for j in range(j0, j0 + size):
    74      40960        88060    8.0%                       for k in range(k0, k0 + size):
    75      61440       322191   29.2%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       1170         4991    0.5%           h = size // 2
    78       4680        16769    1.5%           for di in (0, h):
    79       9360        33554    3.0%               for dj in (0, h):
    80      18720        87050    7.9%                   rec(i0 + di, j0 + dj, k0, h)
    81      21060       100749    9.1%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          4           11    0.0%       rec(0, 0, 0, n)
per function:
  rec                          253353 reads       878762 cost   79.6%
  _accumulate                   68352 reads       225335 cost   20.4%
  matmul_recursive                109 reads          354 cost    0.0%
  <module>                          1 reads           24 cost    0.0%
depths:
           1..1               58522 reads        58522 cost
           2..3               59741 reads       119482 cost
           4..7               72066 reads       190432 cost
           8..15              33344 reads       130335 cost
          16..31              76124 reads       414963 cost
          32..63              16740 reads       114741 cost
          64..127              2651 reads        26072 cost
         128..255              1171 reads        16206 cost
         256..511               683 reads        13496 cost
         512..1023              773 reads        20226 cost

== measured call 31 · matmul() at line 39 · cost 2956372 · 436655 reads · peak live 2223 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          3            4    0.0%       n = len(A)
    32        198          485    0.0%       C = [[None] * n for _ in range(n)]
    33         38         1077    0.0%       for i in range(n):
    34       1216        11853    0.4%           for j in range(n):
    35      10240        89819    3.0%               acc = A[i][0] * B[0][j]
    36      38912       163229    5.5%               for k in range(1, n):
    37     380928      2658545   89.9%*                  acc = acc + A[i][k] * B[k][j]
    38       5120        31360    1.1%               C[i][j] = acc
per function:
  matmul                       436655 reads      2956372 cost  100.0%
depths:
           1..1               67691 reads        67691 cost
           2..3               32935 reads        65870 cost
           4..7                4323 reads        11940 cost
           8..15             226178 reads       869096 cost
          16..31                 16 reads           85 cost
          32..63                 39 reads          285 cost
          64..127             71598 reads       780637 cost
         128..255               132 reads         1884 cost
         256..511               256 reads         5118 cost
         512..1023              512 reads        14362 cost
        1024..2047            32423 reads      1113665 cost
        2048..4095              552 reads        25739 cost

== measured call 32 · <lambda>() at line 40 · cost 4817481 · 1259870 reads · peak live 3228 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          5          172    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43     229376       801678   16.6%*      if C[i][j] is None:
    44       5120        12288    0.3%           C[i][j] = product
    45                                       else:
    46     317440       888829   18.5%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          3            5    0.0%       n = len(A)
    53        198          862    0.0%       C = [[None] * n for _ in range(n)]
    54         16          339    0.0%       for i0 in range(0, n, tile):
    55        128         1394    0.0%           for j0 in range(0, n, tile):
    56       1024         6868    0.1%               for k0 in range(0, n, tile):
    57      10240        38707    0.8%                   for i in range(i0, min(i0 + tile, n)):
    58      40960       140807    2.9%                       for j in range(j0, min(j0 + tile, n)):
    59     163840       486129   10.1%*                          for k in range(k0, min(k0 + tile, n)):
    60     491520      2439403   50.6%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                 707929 reads      3114514 cost   64.7%
  _accumulate                  551936 reads      1702795 cost   35.3%
  <module>                          5 reads          172 cost    0.0%
depths:
           1..1              130276 reads       130276 cost
           2..3              239855 reads       479710 cost
           4..7              294986 reads       852154 cost
           8..15             182398 reads       696676 cost
          16..31             345957 reads      1699705 cost
          32..63              35042 reads       258798 cost
          64..127             11744 reads       116746 cost
         128..255              1478 reads        22733 cost
         256..511              7941 reads       151641 cost
         512..1023              512 reads        14304 cost
        1024..2047             6839 reads       252034 cost
        2048..4095             2842 reads       142704 cost

== measured call 33 · matmul_recursive() at line 41 · cost 8978760 · 2579063 reads · peak live 3270 ==
  line      reads         cost       %   source
-- linalg.dmd
    41          1           46    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
-- stdlib/linalg.dmd
    43     229376       949000   10.6%*      if C[i][j] is None:
    44       5120        12288    0.1%           C[i][j] = product
    45                                       else:
    46     317440       888829    9.9%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53                                       C = [[None] * n for _ in range(n)]
    54                                       for i0 in range(0, n, tile):
    55                                           for j0 in range(0, n, tile):
    56                                               for k0 in range(0, n, tile):
    57                                                   for i in range(i0, min(i0 + tile, n)):
    58                                                       for j in range(j0, min(j0 + tile, n)):
    59                                                           for k in range(k0, min(k0 + tile, n)):
    60                                                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          3            5    0.0%       n = len(A)
    68        198          862    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     112347       276214    3.1%           if size <= leaf:
    72     327680       810443    9.0%               for i in range(i0, i0 + size):
    73     327680       716798    8.0%                   for j in range(j0, j0 + size):
    74     327680       704508    7.8%                       for k in range(k0, k0 + size):
    75     491520      2668670   29.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       9362        40183    0.4%           h = size // 2
    78      37448       134920    1.5%           for di in (0, h):
    79      74896       269663    3.0%               for dj in (0, h):
    80     149792       698203    7.8%                   rec(i0 + di, j0 + dj, k0, h)
    81     168516       808115    9.0%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          4           13    0.0%       rec(0, 0, 0, n)
per function:
  rec                         2026921 reads      7127717 cost   79.4%
  _accumulate                  551936 reads      1850117 cost   20.6%
  matmul_recursive                205 reads          880 cost    0.0%
  <module>                          1 reads           46 cost    0.0%
depths:
           1..1              468122 reads       468122 cost
           2..3              477581 reads       955162 cost
           4..7              580498 reads      1535488 cost
           8..15             267600 reads      1047935 cost
          16..31             606101 reads      3307596 cost
          32..63             135824 reads       930092 cost
          64..127             21305 reads       209508 cost
         128..255              9560 reads       132912 cost
         256..511              4444 reads        86871 cost
         512..1023             2987 reads        79809 cost
        1024..2047             2656 reads       104337 cost
        2048..4095             2385 reads       120928 cost
