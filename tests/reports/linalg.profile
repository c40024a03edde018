dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 301 · 289 reads · peak live 5 ==
  line      reads         cost       %   source
-- linalg.dmd
    20        244          249   82.7%*      return [[1.0] * cols for _ in range(rows)]
    21                                   
    22                                   
    23          1            1    0.3%   print(" n  matvec  vecmat")
    24          2            4    1.3%   for n in range(2, 9):
    25                                       A = ones(n, n)
    26          7            7    2.3%       x = [1.0] * n
    27         14           14    4.7%       print(f"{n:2d} {bytedmd(matvec, (A, x)):7d} {bytedmd(vecmat, (A, x)):7d}")
    28                                   
    29                                   print()
    30          1            1    0.3%   print(" n     matmul")
    31                                   for n in [2, 4, 8, 16]:
    32          8           12    4.0%       print(f"{n:2d} {bytedmd(matmul, (ones(n, n), ones(n, n))):10d}")
    33                                   
    34                                   print()
    35          2            3    1.0%   print(f" n      naive  tiled {TILE}  recursive")
    36                                   for n in [2, 4, 8, 16, 32]:
    37                                       A = ones(n, n)
    38                                       B = ones(n, n)
    39                                       naive = bytedmd(matmul, (A, B))
    40                                       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
    41                                       recursive = bytedmd(matmul_recursive, (A, B))
    42         10           10    3.3%       print(f"{n:2d} {naive:10d} {tiled:9d} {recursive:10d}")
per function:
  ones                            244 reads          249 cost   82.7%
  <module>                         45 reads           52 cost   17.3%
depths:
           1..1                 278 reads          278 cost
           2..3                   7 reads           14 cost
           4..7                   4 reads            9 cost

== measured call 1 · matvec() at line 27 · cost 66 · 32 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    1.5%       y = [None] * n
    11          1            1    1.5%       for i in range(n):
    12         10           20   30.3%*          acc = A[i][0] * x[0]
    13          4           10   15.2%*          for j in range(1, n):
    14         14           30   45.5%*              acc = acc + A[i][j] * x[j]
    15          2            4    6.1%           y[i] = acc
per function:
  matvec                           32 reads           66 cost  100.0%
depths:
           1..1                  12 reads           12 cost
           2..3                   6 reads           12 cost
           4..7                  10 reads           29 cost
           8..15                  4 reads           13 cost

== measured call 2 · vecmat() at line 27 · cost 65 · 32 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    1.5%       y = [None] * n
    22          1            1    1.5%       for j in range(n):
    23         10           21   32.3%*          acc = x[0] * A[0][j]
    24          4           10   15.4%*          for i in range(1, n):
    25         14           28   43.1%*              acc = acc + x[i] * A[i][j]
    26          2            4    6.2%           y[j] = acc
per function:
  vecmat                           32 reads           65 cost  100.0%
depths:
           1..1                  13 reads           13 cost
           2..3                   5 reads           10 cost
           4..7                  10 reads           29 cost
           8..15                  4 reads           13 cost

== measured call 3 · matvec() at line 27 · cost 152 · 68 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.7%       y = [None] * n
    11          1            1    0.7%       for i in range(n):
    12         15           35   23.0%*          acc = A[i][0] * x[0]
    13          6           16   10.5%*          for j in range(1, n):
    14         42           93   61.2%*              acc = acc + A[i][j] * x[j]
    15          3            6    3.9%           y[i] = acc
per function:
  matvec                           68 reads          152 cost  100.0%
depths:
           1..1                  22 reads           22 cost
           2..3                  13 reads           26 cost
           4..7                  15 reads           40 cost
           8..15                 17 reads           60 cost
          16..31                  1 reads            4 cost

== measured call 4 · vecmat() at line 27 · cost 148 · 68 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.7%       y = [None] * n
    22          1            1    0.7%       for j in range(n):
    23         15           37   25.0%*          acc = x[0] * A[0][j]
    24          6           16   10.8%*          for i in range(1, n):
    25         42           87   58.8%*              acc = acc + x[i] * A[i][j]
    26          3            6    4.1%           y[j] = acc
per function:
  vecmat                           68 reads          148 cost  100.0%
depths:
           1..1                  26 reads           26 cost
           2..3                  11 reads           22 cost
           4..7                  13 reads           36 cost
           8..15                 17 reads           60 cost
          16..31                  1 reads            4 cost

== measured call 5 · matvec() at line 27 · cost 290 · 118 reads · peak live 25 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.3%       y = [None] * n
    11          1            1    0.3%       for i in range(n):
    12         20           51   17.6%*          acc = A[i][0] * x[0]
    13          8           26    9.0%           for j in range(1, n):
    14         84          203   70.0%*              acc = acc + A[i][j] * x[j]
    15          4            8    2.8%           y[i] = acc
per function:
  matvec                          118 reads          290 cost  100.0%
depths:
           1..1                  36 reads           36 cost
           2..3                  22 reads           44 cost
           4..7                  24 reads           59 cost
           8..15                 20 reads           72 cost
          16..31                 16 reads           79 cost

== measured call 6 · vecmat() at line 27 · cost 276 · 118 reads · peak live 25 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.4%       y = [None] * n
    22          1            1    0.4%       for j in range(n):
    23         20           54   19.6%*          acc = x[0] * A[0][j]
    24          8           26    9.4%           for i in range(1, n):
    25         84          186   67.4%*              acc = acc + x[i] * A[i][j]
    26          4            8    2.9%           y[j] = acc
per function:
  vecmat                          118 reads          276 cost  100.0%
depths:
           1..1                  45 reads           45 cost
           2..3                  19 reads           38 cost
           4..7                  18 reads           47 cost
           8..15                 25 reads           92 cost
          16..31                 11 reads           54 cost

== measured call 7 · matvec() at line 27 · cost 477 · 182 reads · peak live 35 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.2%       y = [None] * n
    11          1            1    0.2%       for i in range(n):
    12         25           76   15.9%*          acc = A[i][0] * x[0]
    13         10           34    7.1%           for j in range(1, n):
    14        140          355   74.4%*              acc = acc + A[i][j] * x[j]
    15          5           10    2.1%           y[i] = acc
per function:
  matvec                          182 reads          477 cost  100.0%
depths:
           1..1                  54 reads           54 cost
           2..3                  33 reads           66 cost
           4..7                  37 reads           86 cost
           8..15                 32 reads          124 cost
          16..31                 22 reads          123 cost
          32..63                  4 reads           24 cost

== measured call 8 · vecmat() at line 27 · cost 450 · 182 reads · peak live 35 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.2%       y = [None] * n
    22          1            1    0.2%       for j in range(n):
    23         25           80   17.8%*          acc = x[0] * A[0][j]
    24         10           34    7.6%           for i in range(1, n):
    25        140          324   72.0%*              acc = acc + x[i] * A[i][j]
    26          5           10    2.2%           y[j] = acc
per function:
  vecmat                          182 reads          450 cost  100.0%
depths:
           1..1                  70 reads           70 cost
           2..3                  29 reads           58 cost
           4..7                  25 reads           62 cost
           8..15                 36 reads          140 cost
          16..31                 18 reads           96 cost
          32..63                  4 reads           24 cost

== measured call 9 · matvec() at line 27 · cost 709 · 260 reads · peak live 47 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.1%       y = [None] * n
    11          1            1    0.1%       for i in range(n):
    12         30           97   13.7%*          acc = A[i][0] * x[0]
    13         12           43    6.1%           for j in range(1, n):
    14        210          555   78.3%*              acc = acc + A[i][j] * x[j]
    15          6           12    1.7%           y[i] = acc
per function:
  matvec                          260 reads          709 cost  100.0%
depths:
           1..1                  76 reads           76 cost
           2..3                  46 reads           92 cost
           4..7                  55 reads          124 cost
           8..15                 45 reads          177 cost
          16..31                 14 reads           78 cost
          32..63                 24 reads          162 cost

== measured call 10 · vecmat() at line 27 · cost 663 · 260 reads · peak live 47 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.2%       y = [None] * n
    22          1            1    0.2%       for j in range(n):
    23         30          102   15.4%*          acc = x[0] * A[0][j]
    24         12           43    6.5%           for i in range(1, n):
    25        210          504   76.0%*              acc = acc + x[i] * A[i][j]
    26          6           12    1.8%           y[j] = acc
per function:
  vecmat                          260 reads          663 cost  100.0%
depths:
           1..1                 101 reads          101 cost
           2..3                  41 reads           82 cost
           4..7                  35 reads           84 cost
           8..15                 45 reads          177 cost
          16..31                 25 reads          132 cost
          32..63                 13 reads           87 cost

== measured call 11 · matvec() at line 27 · cost 995 · 352 reads · peak live 61 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.1%       y = [None] * n
    11          1            1    0.1%       for i in range(n):
    12         35          118   11.9%*          acc = A[i][0] * x[0]
    13         14           52    5.2%           for j in range(1, n):
    14        294          809   81.3%*              acc = acc + A[i][j] * x[j]
    15          7           14    1.4%           y[i] = acc
per function:
  matvec                          352 reads          995 cost  100.0%
depths:
           1..1                 102 reads          102 cost
           2..3                  61 reads          122 cost
           4..7                  77 reads          170 cost
           8..15                 59 reads          234 cost
          16..31                 12 reads           66 cost
          32..63                 41 reads          301 cost

== measured call 12 · vecmat() at line 27 · cost 918 · 352 reads · peak live 61 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.1%       y = [None] * n
    22          1            1    0.1%       for j in range(n):
    23         35          124   13.5%*          acc = x[0] * A[0][j]
    24         14           52    5.7%           for i in range(1, n):
    25        294          726   79.1%*              acc = acc + x[i] * A[i][j]
    26          7           14    1.5%           y[j] = acc
per function:
  vecmat                          352 reads          918 cost  100.0%
depths:
           1..1                 138 reads          138 cost
           2..3                  55 reads          110 cost
           4..7                  47 reads          110 cost
           8..15                 59 reads          234 cost
          16..31                 29 reads          154 cost
          32..63                 24 reads          172 cost

== measured call 13 · matvec() at line 27 · cost 1339 · 458 reads · peak live 77 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    10          1            1    0.1%       y = [None] * n
    11          1            1    0.1%       for i in range(n):
    12         40          142   10.6%*          acc = A[i][0] * x[0]
    13         16           60    4.5%           for j in range(1, n):
    14        392         1119   83.6%*              acc = acc + A[i][j] * x[j]
    15          8           16    1.2%           y[i] = acc
per function:
  matvec                          458 reads         1339 cost  100.0%
depths:
           1..1                 132 reads          132 cost
           2..3                  78 reads          156 cost
           4..7                 103 reads          224 cost
           8..15                 76 reads          302 cost
          16..31                  9 reads           50 cost
          32..63                 37 reads          269 cost
          64..127                23 reads          206 cost

== measured call 14 · vecmat() at line 27 · cost 1226 · 458 reads · peak live 77 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    21          1            1    0.1%       y = [None] * n
    22          1            1    0.1%       for j in range(n):
    23         40          149   12.2%*          acc = x[0] * A[0][j]
    24         16           60    4.9%           for i in range(1, n):
    25        392          999   81.5%*              acc = acc + x[i] * A[i][j]
    26          8           16    1.3%           y[j] = acc
per function:
  vecmat                          458 reads         1226 cost  100.0%
depths:
           1..1                 181 reads          181 cost
           2..3                  71 reads          142 cost
           4..7                  61 reads          140 cost
           8..15                 76 reads          302 cost
          16..31                 27 reads          147 cost
          32..63                 32 reads          224 cost
          64..127                10 reads           90 cost

== measured call 15 · matmul() at line 32 · cost 190 · 78 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          3            3    1.6%       C = [[None] * n for _ in range(n)]
    33          1            1    0.5%       for i in range(n):
    34          2            4    2.1%           for j in range(n):
    35         24           61   32.1%*              acc = A[i][0] * B[0][j]
    36          8           24   12.6%*              for k in range(1, n):
    37         32           79   41.6%*                  acc = acc + A[i][k] * B[k][j]
    38          8           18    9.5%               C[i][j] = acc
per function:
  matmul                           78 reads          190 cost  100.0%
depths:
           1..1                  18 reads           18 cost
           2..3                  17 reads           34 cost
           4..7                  19 reads           51 cost
           8..15                 24 reads           87 cost

== measured call 16 · matmul() at line 32 · cost 1626 · 554 reads · peak live 41 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          5            5    0.3%       C = [[None] * n for _ in range(n)]
    33          1            1    0.1%       for i in range(n):
    34          4           11    0.7%           for j in range(n):
    35         96          306   18.8%*              acc = A[i][0] * B[0][j]
    36         32          119    7.3%               for k in range(1, n):
    37        384         1102   67.8%*                  acc = acc + A[i][k] * B[k][j]
    38         32           82    5.0%               C[i][j] = acc
per function:
  matmul                          554 reads         1626 cost  100.0%
depths:
           1..1                 120 reads          120 cost
           2..3                  89 reads          178 cost
           4..7                 151 reads          426 cost
           8..15                117 reads          437 cost
          16..31                 50 reads          283 cost
          32..63                 27 reads          182 cost

== measured call 17 · matmul() at line 32 · cost 15273 · 4242 reads · peak live 141 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          9            9    0.1%       C = [[None] * n for _ in range(n)]
    33          1            1    0.0%       for i in range(n):
    34          8           30    0.2%           for j in range(n):
    35        384         1621   10.6%*              acc = A[i][0] * B[0][j]
    36        128          599    3.9%               for k in range(1, n):
    37       3584        12659   82.9%*                  acc = acc + A[i][k] * B[k][j]
    38        128          354    2.3%               C[i][j] = acc
per function:
  matmul                         4242 reads        15273 cost  100.0%
depths:
           1..1                 972 reads          972 cost
           2..3                 593 reads         1186 cost
           4..7                1348 reads         3925 cost
           8..15                210 reads          719 cost
          16..31                552 reads         2749 cost
          32..63                 32 reads          233 cost
          64..127               446 reads         4421 cost
         128..255                89 reads         1068 cost

== measured call 18 · matmul() at line 32 · cost 162554 · 33314 reads · peak live 533 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32         17           17    0.0%       C = [[None] * n for _ in range(n)]
    33          1            1    0.0%       for i in range(n):
    34         16           77    0.0%           for j in range(n):
    35       1536         9621    5.9%               acc = A[i][0] * B[0][j]
    36        512         3424    2.1%               for k in range(1, n):
    37      30720       147940   91.0%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1474    0.9%               C[i][j] = acc
per function:
  matmul                        33314 reads       162554 cost  100.0%
depths:
           1..1                7956 reads         7956 cost
           2..3                4385 reads         8770 cost
           4..7               11524 reads        34077 cost
           8..15                503 reads         1515 cost
          16..31                445 reads         2317 cost
          32..63               4174 reads        29151 cost
          64..127                64 reads          654 cost
         128..255               128 reads         1822 cost
         256..511              3829 reads        69246 cost
         512..1023              306 reads         7046 cost

== measured call 19 · matmul() at line 39 · cost 190 · 78 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          3            3    1.6%       C = [[None] * n for _ in range(n)]
    33          1            1    0.5%       for i in range(n):
    34          2            4    2.1%           for j in range(n):
    35         24           61   32.1%*              acc = A[i][0] * B[0][j]
    36          8           24   12.6%*              for k in range(1, n):
    37         32           79   41.6%*                  acc = acc + A[i][k] * B[k][j]
    38          8           18    9.5%               C[i][j] = acc
per function:
  matmul                           78 reads          190 cost  100.0%
depths:
           1..1                  18 reads           18 cost
           2..3                  17 reads           34 cost
           4..7                  19 reads           51 cost
           8..15                 24 reads           87 cost

== measured call 20 · <lambda>() at line 40 · cost 407 · 181 reads · peak live 18 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43         40           93   22.9%*      if C[i][j] is None:
    44          8           16    3.9%           C[i][j] = product
    45                                       else:
    46         24           51   12.5%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53          3            4    1.0%       C = [[None] * n for _ in range(n)]
    54          3            7    1.7%       for i0 in range(0, n, tile):
    55          3            6    1.5%           for j0 in range(0, n, tile):
    56          3            6    1.5%               for k0 in range(0, n, tile):
    57          7           13    3.2%                   for i in range(i0, min(i0 + tile, n)):
    58         14           29    7.1%                       for j in range(j0, min(j0 + tile, n)):
    59         28           60   14.7%*                          for k in range(k0, min(k0 + tile, n)):
    60         48          122   30.0%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    109 reads          247 cost   60.7%
  _accumulate                      72 reads          160 cost   39.3%
depths:
           1..1                  36 reads           36 cost
           2..3                  59 reads          118 cost
           4..7                  55 reads          141 cost
           8..15                 29 reads          104 cost
          16..31                  2 reads            8 cost

== measured call 21 · matmul_recursive() at line 41 · cost 621 · 288 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43         40           92   14.8%*      if C[i][j] is None:
    44          8           16    2.6%           C[i][j] = product
    45                                       else:
    46         24           51    8.2%           C[i][j] = C[i][j] + product
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
    67                                       n = len(A)
    68          3            4    0.6%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71         27           56    9.0%           if size <= leaf:
    72         32           62   10.0%               for i in range(i0, i0 + size):
    73         32           59    9.5%                   for j in range(j0, j0 + size):
    74         32           67   10.8%*                      for k in range(k0, k0 + size):
    75         48          121   19.5%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77          2            3    0.5%           h = size // 2
    78                                           for di in (0, h):
    79                                               for dj in (0, h):
    80         16           37    6.0%                   rec(i0 + di, j0 + dj, k0, h)
    81         24           53    8.5%                   rec(i0 + di, j0 + dj, k0 + h, h)
per function:
  rec                             213 reads          458 cost   73.8%
  _accumulate                      72 reads          159 cost   25.6%
  matmul_recursive                  3 reads            4 cost    0.6%
depths:
           1..1                  49 reads           49 cost
           2..3                 119 reads          238 cost
           4..7                  83 reads          207 cost
           8..15                 37 reads          127 cost

== measured call 22 · matmul() at line 39 · cost 1626 · 554 reads · peak live 41 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          5            5    0.3%       C = [[None] * n for _ in range(n)]
    33          1            1    0.1%       for i in range(n):
    34          4           11    0.7%           for j in range(n):
    35         96          306   18.8%*              acc = A[i][0] * B[0][j]
    36         32          119    7.3%               for k in range(1, n):
    37        384         1102   67.8%*                  acc = acc + A[i][k] * B[k][j]
    38         32           82    5.0%               C[i][j] = acc
per function:
  matmul                          554 reads         1626 cost  100.0%
depths:
           1..1                 120 reads          120 cost
           2..3                  89 reads          178 cost
           4..7                 151 reads          426 cost
           8..15                117 reads          437 cost
          16..31                 50 reads          283 cost
          32..63                 27 reads          182 cost

== measured call 23 · <lambda>() at line 40 · cost 3016 · 1185 reads · peak live 44 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43        320          791   26.2%*      if C[i][j] is None:
    44         32           64    2.1%           C[i][j] = product
    45                                       else:
    46        288          623   20.7%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53          5            6    0.2%       C = [[None] * n for _ in range(n)]
    54          3            9    0.3%       for i0 in range(0, n, tile):
    55          3            6    0.2%           for j0 in range(0, n, tile):
    56          3            6    0.2%               for k0 in range(0, n, tile):
    57          7           13    0.4%                   for i in range(i0, min(i0 + tile, n)):
    58         28           73    2.4%                       for j in range(j0, min(j0 + tile, n)):
    59        112          271    9.0%                           for k in range(k0, min(k0 + tile, n)):
    60        384         1154   38.3%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    545 reads         1538 cost   51.0%
  _accumulate                     640 reads         1478 cost   49.0%
depths:
           1..1                 178 reads          178 cost
           2..3                 327 reads          654 cost
           4..7                 475 reads         1205 cost
           8..15                 98 reads          375 cost
          16..31                 67 reads          340 cost
          32..63                 40 reads          264 cost

== measured call 24 · matmul_recursive() at line 41 · cost 5926 · 2394 reads · peak live 49 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43        320          904   15.3%*      if C[i][j] is None:
    44         32           64    1.1%           C[i][j] = product
    45                                       else:
    46        288          623   10.5%*          C[i][j] = C[i][j] + product
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
    67                                       n = len(A)
    68          5            6    0.1%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71        219          503    8.5%           if size <= leaf:
    72        256          510    8.6%               for i in range(i0, i0 + size):
    73        256          479    8.1%                   for j in range(j0, j0 + size):
    74        256          562    9.5%                       for k in range(k0, k0 + size):
    75        384         1149   19.4%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77         18           52    0.9%           h = size // 2
    78                                           for di in (0, h):
    79                                               for dj in (0, h):
    80        144          433    7.3%                   rec(i0 + di, j0 + dj, k0, h)
    81        216          641   10.8%*                  rec(i0 + di, j0 + dj, k0 + h, h)
per function:
  rec                            1749 reads         4329 cost   73.1%
  _accumulate                     640 reads         1591 cost   26.8%
  matmul_recursive                  5 reads            6 cost    0.1%
depths:
           1..1                 367 reads          367 cost
           2..3                 799 reads         1598 cost
           4..7                 690 reads         1768 cost
           8..15                437 reads         1603 cost
          16..31                 57 reads          294 cost
          32..63                 44 reads          296 cost

== measured call 25 · matmul() at line 39 · cost 15273 · 4242 reads · peak live 141 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32          9            9    0.1%       C = [[None] * n for _ in range(n)]
    33          1            1    0.0%       for i in range(n):
    34          8           30    0.2%           for j in range(n):
    35        384         1621   10.6%*              acc = A[i][0] * B[0][j]
    36        128          599    3.9%               for k in range(1, n):
    37       3584        12659   82.9%*                  acc = acc + A[i][k] * B[k][j]
    38        128          354    2.3%               C[i][j] = acc
per function:
  matmul                         4242 reads        15273 cost  100.0%
depths:
           1..1                 972 reads          972 cost
           2..3                 593 reads         1186 cost
           4..7                1348 reads         3925 cost
           8..15                210 reads          719 cost
          16..31                552 reads         2749 cost
          32..63                 32 reads          233 cost
          64..127               446 reads         4421 cost
         128..255                89 reads         1068 cost

== measured call 26 · <lambda>() at line 40 · cost 26346 · 9654 reads · peak live 158 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43       2560         6865   26.1%*      if C[i][j] is None:
    44        128          256    1.0%           C[i][j] = product
    45                                       else:
    46       2688         5823   22.1%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53          9           10    0.0%       C = [[None] * n for _ in range(n)]
    54          3           15    0.1%       for i0 in range(0, n, tile):
    55          6           21    0.1%           for j0 in range(0, n, tile):
    56         12           44    0.2%               for k0 in range(0, n, tile):
    57         56          142    0.5%                   for i in range(i0, min(i0 + tile, n)):
    58        224          596    2.3%                       for j in range(j0, min(j0 + tile, n)):
    59        896         2180    8.3%                           for k in range(k0, min(k0 + tile, n)):
    60       3072        10394   39.5%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                   4278 reads        13402 cost   50.9%
  _accumulate                    5376 reads        12944 cost   49.1%
depths:
           1..1                1383 reads         1383 cost
           2..3                2492 reads         4984 cost
           4..7                4094 reads        10493 cost
           8..15                642 reads         2506 cost
          16..31                512 reads         2427 cost
          32..63                282 reads         1819 cost
          64..127               164 reads         1683 cost
         128..255                85 reads         1051 cost

== measured call 27 · matmul_recursive() at line 41 · cost 50951 · 19422 reads · peak live 164 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43       2560         7818   15.3%*      if C[i][j] is None:
    44        128          256    0.5%           C[i][j] = product
    45                                       else:
    46       2688         5823   11.4%*          C[i][j] = C[i][j] + product
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
    67                                       n = len(A)
    68          9           10    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71       1755         4095    8.0%           if size <= leaf:
    72       2048         4094    8.0%               for i in range(i0, i0 + size):
    73       2048         3839    7.5%                   for j in range(j0, j0 + size):
    74       2048         4563    9.0%                       for k in range(k0, k0 + size):
    75       3072        10479   20.6%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77        146          478    0.9%           h = size // 2
    78                                           for di in (0, h):
    79                                               for dj in (0, h):
    80       1168         3852    7.6%                   rec(i0 + di, j0 + dj, k0, h)
    81       1752         5644   11.1%*                  rec(i0 + di, j0 + dj, k0 + h, h)
per function:
  rec                           14037 reads        37044 cost   72.7%
  _accumulate                    5376 reads        13897 cost   27.3%
  matmul_recursive                  9 reads           10 cost    0.0%
depths:
           1..1                2899 reads         2899 cost
           2..3                6207 reads        12414 cost
           4..7                5476 reads        14108 cost
           8..15               3684 reads        13626 cost
          16..31                631 reads         3194 cost
          32..63                263 reads         1823 cost
          64..127               168 reads         1723 cost
         128..255                94 reads         1164 cost

== measured call 28 · matmul() at line 39 · cost 162554 · 33314 reads · peak live 533 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32         17           17    0.0%       C = [[None] * n for _ in range(n)]
    33          1            1    0.0%       for i in range(n):
    34         16           77    0.0%           for j in range(n):
    35       1536         9621    5.9%               acc = A[i][0] * B[0][j]
    36        512         3424    2.1%               for k in range(1, n):
    37      30720       147940   91.0%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1474    0.9%               C[i][j] = acc
per function:
  matmul                        33314 reads       162554 cost  100.0%
depths:
           1..1                7956 reads         7956 cost
           2..3                4385 reads         8770 cost
           4..7               11524 reads        34077 cost
           8..15                503 reads         1515 cost
          16..31                445 reads         2317 cost
          32..63               4174 reads        29151 cost
          64..127                64 reads          654 cost
         128..255               128 reads         1822 cost
         256..511              3829 reads        69246 cost
         512..1023              306 reads         7046 cost

== measured call 29 · <lambda>() at line 40 · cost 229317 · 78096 reads · peak live 574 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43      20480        57441   25.0%*      if C[i][j] is None:
    44        512         1024    0.4%           C[i][j] = product
    45                                       else:
    46      23040        49919   21.8%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53         17           18    0.0%       C = [[None] * n for _ in range(n)]
    54          3           26    0.0%       for i0 in range(0, n, tile):
    55         12           57    0.0%           for j0 in range(0, n, tile):
    56         48          263    0.1%               for k0 in range(0, n, tile):
    57        448         1282    0.6%                   for i in range(i0, min(i0 + tile, n)):
    58       1792         4840    2.1%                       for j in range(j0, min(j0 + tile, n)):
    59       7168        17488    7.6%                           for k in range(k0, min(k0 + tile, n)):
    60      24576        96959   42.3%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                  34064 reads       120933 cost   52.7%
  _accumulate                   44032 reads       108384 cost   47.3%
depths:
           1..1               10981 reads        10981 cost
           2..3               19768 reads        39536 cost
           4..7               33798 reads        87183 cost
           8..15               4502 reads        17748 cost
          16..31               3956 reads        17901 cost
          32..63               2665 reads        16783 cost
          64..127               630 reads         6109 cost
         128..255               611 reads         8338 cost
         256..511               910 reads        18248 cost
         512..1023              275 reads         6490 cost

== measured call 30 · matmul_recursive() at line 41 · cost 428117 · 156390 reads · peak live 615 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43      20480        66599   15.6%*      if C[i][j] is None:
    44        512         1024    0.2%           C[i][j] = product
    45                                       else:
    46      23040        49919   11.7%*          C[i][j] = C[i][j] + product
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
    67                                       n = len(A)
    68         17           18    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71      14043        32910    7.7%           if size <= leaf:
    72      16384        32766    7.7%               for i in range(i0, i0 + size):
    73      16384        30719    7.2%                   for j in range(j0, j0 + size):
    74      16384        36795    8.6%                       for k in range(k0, k0 + size):
    75      24576        94703   22.1%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       1170         3912    0.9%           h = size // 2
    78                                           for di in (0, h):
    79                                               for dj in (0, h):
    80       9360        31997    7.5%                   rec(i0 + di, j0 + dj, k0, h)
    81      14040        46755   10.9%*                  rec(i0 + di, j0 + dj, k0 + h, h)
per function:
  rec                          112341 reads       310557 cost   72.5%
  _accumulate                   44032 reads       117542 cost   27.5%
  matmul_recursive                 17 reads           18 cost    0.0%
depths:
           1..1               23131 reads        23131 cost
           2..3               49295 reads        98590 cost
           4..7               43806 reads       113154 cost
           8..15              30163 reads       112259 cost
          16..31               5182 reads        26506 cost
          32..63               2197 reads        15331 cost
          64..127              1019 reads        10176 cost
         128..255               638 reads         8649 cost
         256..511               667 reads        13331 cost
         512..1023              292 reads         6990 cost

== measured call 31 · matmul() at line 39 · cost 1889699 · 264258 reads · peak live 2085 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    32         33           33    0.0%       C = [[None] * n for _ in range(n)]
    33          1            1    0.0%       for i in range(n):
    34         32          188    0.0%           for j in range(n):
    35       6144        59382    3.1%               acc = A[i][0] * B[0][j]
    36       2048        18045    1.0%               for k in range(1, n):
    37     253952      1806032   95.6%*                  acc = acc + A[i][k] * B[k][j]
    38       2048         6018    0.3%               C[i][j] = acc
per function:
  matmul                       264258 reads      1889699 cost  100.0%
depths:
           1..1               64548 reads        64548 cost
           2..3               33857 reads        67714 cost
           4..7               95236 reads       283693 cost
           8..15               2023 reads         6075 cost
          16..31                 16 reads           85 cost
          32..63               1909 reads        13768 cost
          64..127             32934 reads       296440 cost
         128..255               128 reads         1822 cost
         256..511               256 reads         5118 cost
         512..1023              512 reads        14362 cost
        1024..2047            31709 reads      1084094 cost
        2048..4095             1130 reads        51980 cost

== measured call 32 · <lambda>() at line 40 · cost 2035001 · 628476 reads · peak live 2174 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43     163840       470401   23.1%*      if C[i][j] is None:
    44       2048         4096    0.2%           C[i][j] = product
    45                                       else:
    46     190464       412671   20.3%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52                                       n = len(A)
    53         33           34    0.0%       C = [[None] * n for _ in range(n)]
    54          3           49    0.0%       for i0 in range(0, n, tile):
    55         24          146    0.0%           for j0 in range(0, n, tile):
    56        192         1412    0.1%               for k0 in range(0, n, tile):
    57       3584        10786    0.5%                   for i in range(i0, min(i0 + tile, n)):
    58      14336        39056    1.9%                       for j in range(j0, min(j0 + tile, n)):
    59      57344       140096    6.9%                           for k in range(k0, min(k0 + tile, n)):
    60     196608       956254   47.0%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                 272124 reads      1147833 cost   56.4%
  _accumulate                  356352 reads       887168 cost   43.6%
depths:
           1..1               87657 reads        87657 cost
           2..3              157832 reads       315664 cost
           4..7              274478 reads       710435 cost
           8..15              33390 reads       132304 cost
          16..31              30932 reads       136161 cost
          32..63              22953 reads       142975 cost
          64..127              4858 reads        43746 cost
         128..255              1404 reads        20030 cost
         256..511              5979 reads       107384 cost
         512..1023              524 reads        14704 cost
        1024..2047             7558 reads       281886 cost
        2048..4095              911 reads        42055 cost

== measured call 33 · matmul_recursive() at line 41 · cost 3564904 · 1255158 reads · peak live 2410 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43     163840       564068   15.8%*      if C[i][j] is None:
    44       2048         4096    0.1%           C[i][j] = product
    45                                       else:
    46     190464       412671   11.6%*          C[i][j] = C[i][j] + product
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
    67                                       n = len(A)
    68         33           34    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     112347       263853    7.4%           if size <= leaf:
    72     131072       262142    7.4%               for i in range(i0, i0 + size):
    73     131072       245759    6.9%                   for j in range(j0, j0 + size):
    74     131072       295655    8.3%                       for k in range(k0, k0 + size):
    75     196608       845348   23.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       9362        31482    0.9%           h = size // 2
    78                                           for di in (0, h):
    79                                               for dj in (0, h):
    80      74896       260040    7.3%                   rec(i0 + di, j0 + dj, k0, h)
    81     112344       379756   10.7%*                  rec(i0 + di, j0 + dj, k0 + h, h)
per function:
  rec                          898773 reads      2584035 cost   72.5%
  _accumulate                  356352 reads       980835 cost   27.5%
  matmul_recursive                 33 reads           34 cost    0.0%
depths:
           1..1              184939 reads       184939 cost
           2..3              393391 reads       786782 cost
           4..7              350594 reads       906974 cost
           8..15             243925 reads       910910 cost
          16..31              41625 reads       214033 cost
          32..63              17674 reads       123861 cost
          64..127              8128 reads        80622 cost
         128..255              5354 reads        73131 cost
         256..511              3516 reads        68583 cost
         512..1023             2437 reads        65375 cost
        1024..2047             2777 reads       111675 cost
        2048..4095              798 reads        38019 cost
