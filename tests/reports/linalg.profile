dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 7756197 · 3030422 reads · peak live 301 ==
  line      reads         cost       %   source
-- linalg.dmd
    20        707         1397    0.0%       return [[1.0] * cols for _ in range(rows)]
    21                                   
    22                                   
    23          3            5    0.0%   print(" n  matvec  vecmat")
    24         10           25    0.0%   for n in range(2, 9):
    25          7           20    0.0%       A = ones(n, n)
    26         14           28    0.0%       x = [1.0] * n
    27         70          121    0.0%       print(f"{n:2d} {bytedmd(matvec, (A, x)):7d} {bytedmd(vecmat, (A, x)):7d}")
    28                                   
    29                                   print()
    30          2            3    0.0%   print(" n     matmul")
    31          5           13    0.0%   for n in [2, 4, 8, 16]:
    32         32           65    0.0%       print(f"{n:2d} {bytedmd(matmul, (ones(n, n), ones(n, n))):10d}")
    33                                   
    34                                   print()
    35          6           13    0.0%   print(f" n      naive  tiled {TILE}  recursive")
    36          6           14    0.0%   for n in [2, 4, 8, 16, 32]:
    37          5           15    0.0%       A = ones(n, n)
    38          5           10    0.0%       B = ones(n, n)
    39         10           24    0.0%       naive = bytedmd(matmul, (A, B))
    40         15           30    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
    41         10           24    0.0%       recursive = bytedmd(matmul_recursive, (A, B))
    42         45          101    0.0%       print(f"{n:2d} {naive:10d} {tiled:9d} {recursive:10d}")
-- stdlib/linalg.dmd
     9          7           13    0.0%       n = len(x)
    10         14           28    0.0%       y = [None] * n
    11         49          112    0.0%       for i in range(n):
    12        175          315    0.0%           acc = A[i][0] * x[0]
    13        273          567    0.0%           for j in range(1, n):
    14       1176         2408    0.0%               acc = acc + A[i][j] * x[j]
    15         35           70    0.0%           y[i] = acc
    16                                       return y
    17                                   
    18                                   
    19                                   def vecmat(A, x):
    20          7           14    0.0%       n = len(x)
    21         14           28    0.0%       y = [None] * n
    22         49          112    0.0%       for j in range(n):
    23        175          343    0.0%           acc = x[0] * A[0][j]
    24        273          567    0.0%           for i in range(1, n):
    25       1176         2100    0.0%               acc = acc + x[i] * A[i][j]
    26         35           70    0.0%           y[j] = acc
    27                                       return y
    28                                   
    29                                   
    30                                   def matmul(A, B):
    31          9           18    0.0%       n = len(A)
    32        294          570    0.0%       C = [[None] * n for _ in range(n)]
    33        110          285    0.0%       for i in range(n):
    34       1888         5379    0.1%           for j in range(n):
    35      10224        23838    0.3%               acc = A[i][0] * B[0][j]
    36      45536       131478    1.7%               for k in range(1, n):
    37     323392       768056    9.9%                   acc = acc + A[i][k] * B[k][j]
    38       3408         6816    0.1%               C[i][j] = acc
    39                                       return C
    40                                   
    41                                   
    42                                   def _accumulate(C, i, j, product):
    43     374480      1167466   15.1%*      if C[i][j] is None:
    44       5456        10912    0.1%           C[i][j] = product
    45                                       else:
    46     433008       936477   12.1%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          5           10    0.0%       n = len(A)
    53        196          382    0.0%       C = [[None] * n for _ in range(n)]
    54         36           82    0.0%       for i0 in range(0, n, tile):
    55        150          413    0.0%           for j0 in range(0, n, tile):
    56        930         3609    0.0%               for k0 in range(0, n, tile):
    57       8788        22795    0.3%                   for i in range(i0, min(i0 + tile, n)):
    58      35126        80923    1.0%                       for j in range(j0, min(j0 + tile, n)):
    59     140452       322752    4.2%                           for k in range(k0, min(k0 + tile, n)):
    60     262136       645922    8.3%                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          5           14    0.0%       n = len(A)
    68        196          382    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     128391       310268    4.0%           if size <= leaf:
    72     224688       449032    5.8%               for i in range(i0, i0 + size):
    73     224688       449034    5.8%                   for j in range(j0, j0 + size):
    74     224688       491119    6.3%                       for k in range(k0, k0 + size):
    75     262136       827334   10.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77      10698        35735    0.5%           h = size // 2
    78      16047        46407    0.6%           for di in (0, h):
    79      32094        91898    1.2%               for dj in (0, h):
    80     106980       392183    5.1%                   rec(i0 + di, j0 + dj, k0, h)
    81     149772       525943    6.8%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          5           10    0.0%       rec(0, 0, 0, n)
per function:
  rec                         1380182 reads      3618953 cost   46.7%
  _accumulate                  812944 reads      2114855 cost   27.3%
  matmul_tiled                 447819 reads      1076888 cost   13.9%
  matmul                       384861 reads       936440 cost   12.1%
  matvec                         1729 reads         3513 cost    0.0%
  vecmat                         1729 reads         3234 cost    0.0%
  ones                            707 reads         1397 cost    0.0%
  <module>                        245 reads          511 cost    0.0%
  matmul_recursive                206 reads          406 cost    0.0%
depths:
           1..1              551902 reads       551902 cost
           2..3              654995 reads      1309990 cost
           4..7             1125852 reads      3101166 cost
           8..15             504081 reads      1839779 cost
          16..31             185077 reads       881669 cost
          32..63               5471 reads        37519 cost
          64..127              2264 reads        21976 cost
         128..255               520 reads         7520 cost
         256..511               260 reads         4676 cost

== measured call 1 · matvec() at line 27 · cost 81 · 41 reads · peak live 10 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    2.5%       n = len(x)
    10          2            4    4.9%       y = [None] * n
    11          4            8    9.9%       for i in range(n):
    12         10           18   22.2%*          acc = A[i][0] * x[0]
    13          8           16   19.8%*          for j in range(1, n):
    14         14           29   35.8%*              acc = acc + A[i][j] * x[j]
    15          2            4    4.9%           y[i] = acc
per function:
  matvec                           41 reads           81 cost  100.0%
depths:
           1..1                  13 reads           13 cost
           2..3                  10 reads           20 cost
           4..7                  17 reads           45 cost
           8..15                  1 reads            3 cost

== measured call 2 · vecmat() at line 27 · cost 79 · 41 reads · peak live 10 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    2.5%       n = len(x)
    21          2            4    5.1%       y = [None] * n
    22          4            8   10.1%*      for j in range(n):
    23         10           19   24.1%*          acc = x[0] * A[0][j]
    24          8           16   20.3%*          for i in range(1, n):
    25         14           26   32.9%*              acc = acc + x[i] * A[i][j]
    26          2            4    5.1%           y[j] = acc
per function:
  vecmat                           41 reads           79 cost  100.0%
depths:
           1..1                  14 reads           14 cost
           2..3                   9 reads           18 cost
           4..7                  18 reads           47 cost

== measured call 3 · matvec() at line 27 · cost 170 · 83 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    1.2%       n = len(x)
    10          2            4    2.4%       y = [None] * n
    11          5           11    6.5%       for i in range(n):
    12         15           29   17.1%*          acc = A[i][0] * x[0]
    13         15           31   18.2%*          for j in range(1, n):
    14         42           87   51.2%*              acc = acc + A[i][j] * x[j]
    15          3            6    3.5%           y[i] = acc
per function:
  matvec                           83 reads          170 cost  100.0%
depths:
           1..1                  24 reads           24 cost
           2..3                  15 reads           30 cost
           4..7                  40 reads          104 cost
           8..15                  4 reads           12 cost

== measured call 4 · vecmat() at line 27 · cost 162 · 83 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    1.2%       n = len(x)
    21          2            4    2.5%       y = [None] * n
    22          5           11    6.8%       for j in range(n):
    23         15           31   19.1%*          acc = x[0] * A[0][j]
    24         15           31   19.1%*          for i in range(1, n):
    25         42           77   47.5%*              acc = acc + x[i] * A[i][j]
    26          3            6    3.7%           y[j] = acc
per function:
  vecmat                           83 reads          162 cost  100.0%
depths:
           1..1                  28 reads           28 cost
           2..3                  11 reads           22 cost
           4..7                  42 reads          106 cost
           8..15                  2 reads            6 cost

== measured call 5 · matvec() at line 27 · cost 291 · 141 reads · peak live 12 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.7%       n = len(x)
    10          2            4    1.4%       y = [None] * n
    11          6           14    4.8%       for i in range(n):
    12         20           40   13.7%*          acc = A[i][0] * x[0]
    13         24           50   17.2%*          for j in range(1, n):
    14         84          173   59.5%*              acc = acc + A[i][j] * x[j]
    15          4            8    2.7%           y[i] = acc
per function:
  matvec                          141 reads          291 cost  100.0%
depths:
           1..1                  39 reads           39 cost
           2..3                  22 reads           44 cost
           4..7                  73 reads          187 cost
           8..15                  7 reads           21 cost

== measured call 6 · vecmat() at line 27 · cost 273 · 141 reads · peak live 12 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.7%       n = len(x)
    21          2            4    1.5%       y = [None] * n
    22          6           14    5.1%       for j in range(n):
    23         20           43   15.8%*          acc = x[0] * A[0][j]
    24         24           50   18.3%*          for i in range(1, n):
    25         84          152   55.7%*              acc = acc + x[i] * A[i][j]
    26          4            8    2.9%           y[j] = acc
per function:
  vecmat                          141 reads          273 cost  100.0%
depths:
           1..1                  48 reads           48 cost
           2..3                  13 reads           26 cost
           4..7                  76 reads          187 cost
           8..15                  4 reads           12 cost

== measured call 7 · matvec() at line 27 · cost 444 · 215 reads · peak live 13 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.5%       n = len(x)
    10          2            4    0.9%       y = [None] * n
    11          7           17    3.8%       for i in range(n):
    12         25           51   11.5%*          acc = A[i][0] * x[0]
    13         35           73   16.4%*          for j in range(1, n):
    14        140          287   64.6%*              acc = acc + A[i][j] * x[j]
    15          5           10    2.3%           y[i] = acc
per function:
  matvec                          215 reads          444 cost  100.0%
depths:
           1..1                  58 reads           58 cost
           2..3                  31 reads           62 cost
           4..7                 116 reads          294 cost
           8..15                 10 reads           30 cost

== measured call 8 · vecmat() at line 27 · cost 412 · 215 reads · peak live 13 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.5%       n = len(x)
    21          2            4    1.0%       y = [None] * n
    22          7           17    4.1%       for j in range(n):
    23         25           55   13.3%*          acc = x[0] * A[0][j]
    24         35           73   17.7%*          for i in range(1, n):
    25        140          251   60.9%*              acc = acc + x[i] * A[i][j]
    26          5           10    2.4%           y[j] = acc
per function:
  vecmat                          215 reads          412 cost  100.0%
depths:
           1..1                  74 reads           74 cost
           2..3                  15 reads           30 cost
           4..7                 120 reads          290 cost
           8..15                  6 reads           18 cost

== measured call 9 · matvec() at line 27 · cost 629 · 305 reads · peak live 14 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.3%       n = len(x)
    10          2            4    0.6%       y = [None] * n
    11          8           20    3.2%       for i in range(n):
    12         30           62    9.9%           acc = A[i][0] * x[0]
    13         48          100   15.9%*          for j in range(1, n):
    14        210          429   68.2%*              acc = acc + A[i][j] * x[j]
    15          6           12    1.9%           y[i] = acc
per function:
  matvec                          305 reads          629 cost  100.0%
depths:
           1..1                  81 reads           81 cost
           2..3                  42 reads           84 cost
           4..7                 169 reads          425 cost
           8..15                 13 reads           39 cost

== measured call 10 · vecmat() at line 27 · cost 579 · 305 reads · peak live 14 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.3%       n = len(x)
    21          2            4    0.7%       y = [None] * n
    22          8           20    3.5%       for j in range(n):
    23         30           67   11.6%*          acc = x[0] * A[0][j]
    24         48          100   17.3%*          for i in range(1, n):
    25        210          374   64.6%*              acc = acc + x[i] * A[i][j]
    26          6           12    2.1%           y[j] = acc
per function:
  vecmat                          305 reads          579 cost  100.0%
depths:
           1..1                 106 reads          106 cost
           2..3                  17 reads           34 cost
           4..7                 174 reads          415 cost
           8..15                  8 reads           24 cost

== measured call 11 · matvec() at line 27 · cost 846 · 411 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.2%       n = len(x)
    10          2            4    0.5%       y = [None] * n
    11          9           23    2.7%       for i in range(n):
    12         35           73    8.6%           acc = A[i][0] * x[0]
    13         63          131   15.5%*          for j in range(1, n):
    14        294          599   70.8%*              acc = acc + A[i][j] * x[j]
    15          7           14    1.7%           y[i] = acc
per function:
  matvec                          411 reads          846 cost  100.0%
depths:
           1..1                 108 reads          108 cost
           2..3                  55 reads          110 cost
           4..7                 232 reads          580 cost
           8..15                 16 reads           48 cost

== measured call 12 · vecmat() at line 27 · cost 774 · 411 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.3%       n = len(x)
    21          2            4    0.5%       y = [None] * n
    22          9           23    3.0%       for j in range(n):
    23         35           79   10.2%*          acc = x[0] * A[0][j]
    24         63          131   16.9%*          for i in range(1, n):
    25        294          521   67.3%*              acc = acc + x[i] * A[i][j]
    26          7           14    1.8%           y[j] = acc
per function:
  vecmat                          411 reads          774 cost  100.0%
depths:
           1..1                 144 reads          144 cost
           2..3                  19 reads           38 cost
           4..7                 238 reads          562 cost
           8..15                 10 reads           30 cost

== measured call 13 · matvec() at line 27 · cost 1095 · 533 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.2%       n = len(x)
    10          2            4    0.4%       y = [None] * n
    11         10           26    2.4%       for i in range(n):
    12         40           84    7.7%           acc = A[i][0] * x[0]
    13         80          166   15.2%*          for j in range(1, n):
    14        392          797   72.8%*              acc = acc + A[i][j] * x[j]
    15          8           16    1.5%           y[i] = acc
per function:
  matvec                          533 reads         1095 cost  100.0%
depths:
           1..1                 139 reads          139 cost
           2..3                  70 reads          140 cost
           4..7                 305 reads          759 cost
           8..15                 19 reads           57 cost

== measured call 14 · vecmat() at line 27 · cost 997 · 533 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.2%       n = len(x)
    21          2            4    0.4%       y = [None] * n
    22         10           26    2.6%       for j in range(n):
    23         40           91    9.1%           acc = x[0] * A[0][j]
    24         80          166   16.6%*          for i in range(1, n):
    25        392          692   69.4%*              acc = acc + x[i] * A[i][j]
    26          8           16    1.6%           y[j] = acc
per function:
  vecmat                          533 reads          997 cost  100.0%
depths:
           1..1                 188 reads          188 cost
           2..3                  21 reads           42 cost
           4..7                 312 reads          731 cost
           8..15                 12 reads           36 cost

== measured call 15 · matmul() at line 32 · cost 227 · 101 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.4%       n = len(A)
    32          8           14    6.2%       C = [[None] * n for _ in range(n)]
    33          4            8    3.5%       for i in range(n):
    34          8           18    7.9%           for j in range(n):
    35         24           56   24.7%*              acc = A[i][0] * B[0][j]
    36         16           38   16.7%*              for k in range(1, n):
    37         32           76   33.5%*                  acc = acc + A[i][k] * B[k][j]
    38          8           16    7.0%               C[i][j] = acc
per function:
  matmul                          101 reads          227 cost  100.0%
depths:
           1..1                  24 reads           24 cost
           2..3                  22 reads           44 cost
           4..7                  36 reads           99 cost
           8..15                 19 reads           60 cost

== measured call 16 · matmul() at line 32 · cost 1560 · 653 reads · peak live 30 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.1%       n = len(A)
    32         14           26    1.7%       C = [[None] * n for _ in range(n)]
    33          6           15    1.0%       for i in range(n):
    34         24           62    4.0%           for j in range(n):
    35         96          224   14.4%*              acc = A[i][0] * B[0][j]
    36         96          256   16.4%*              for k in range(1, n):
    37        384          912   58.5%*                  acc = acc + A[i][k] * B[k][j]
    38         32           64    4.1%               C[i][j] = acc
per function:
  matmul                          653 reads         1560 cost  100.0%
depths:
           1..1                 138 reads          138 cost
           2..3                  93 reads          186 cost
           4..7                 336 reads          973 cost
           8..15                 86 reads          263 cost

== measured call 17 · matmul() at line 32 · cost 11767 · 4853 reads · peak live 82 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         26           50    0.4%       C = [[None] * n for _ in range(n)]
    33         10           34    0.3%       for i in range(n):
    34         80          222    1.9%           for j in range(n):
    35        384          896    7.6%               acc = A[i][0] * B[0][j]
    36        640         1796   15.3%*              for k in range(1, n):
    37       3584         8512   72.3%*                  acc = acc + A[i][k] * B[k][j]
    38        128          256    2.2%               C[i][j] = acc
per function:
  matmul                         4853 reads        11767 cost  100.0%
depths:
           1..1                1038 reads         1038 cost
           2..3                 597 reads         1194 cost
           4..7                2879 reads         8502 cost
           8..15                337 reads         1025 cost
          16..31                  2 reads            8 cost

== measured call 18 · matmul() at line 32 · cost 91906 · 37733 reads · peak live 282 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         50           98    0.1%       C = [[None] * n for _ in range(n)]
    33         18           83    0.1%       for i in range(n):
    34        288          830    0.9%           for j in range(n):
    35       1536         3586    3.9%               acc = A[i][0] * B[0][j]
    36       4608        13324   14.5%*              for k in range(1, n):
    37      30720        72960   79.4%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1024    1.1%               C[i][j] = acc
per function:
  matmul                        37733 reads        91906 cost  100.0%
depths:
           1..1                8214 reads         8214 cost
           2..3                4389 reads         8778 cost
           4..7               23807 reads        70894 cost
           8..15               1305 reads         3930 cost
          16..31                 18 reads           90 cost

== measured call 19 · matmul() at line 39 · cost 227 · 101 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.4%       n = len(A)
    32          8           14    6.2%       C = [[None] * n for _ in range(n)]
    33          4            8    3.5%       for i in range(n):
    34          8           18    7.9%           for j in range(n):
    35         24           56   24.7%*              acc = A[i][0] * B[0][j]
    36         16           38   16.7%*              for k in range(1, n):
    37         32           76   33.5%*                  acc = acc + A[i][k] * B[k][j]
    38          8           16    7.0%               C[i][j] = acc
per function:
  matmul                          101 reads          227 cost  100.0%
depths:
           1..1                  24 reads           24 cost
           2..3                  22 reads           44 cost
           4..7                  36 reads           99 cost
           8..15                 19 reads           60 cost

== measured call 20 · <lambda>() at line 40 · cost 563 · 244 reads · peak live 22 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.4%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43         40          110   19.5%*      if C[i][j] is None:
    44          8           16    2.8%           C[i][j] = product
    45                                       else:
    46         24           51    9.1%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.2%       n = len(A)
    53          8           14    2.5%       C = [[None] * n for _ in range(n)]
    54          5           10    1.8%       for i0 in range(0, n, tile):
    55          5           13    2.3%           for j0 in range(0, n, tile):
    56          5           11    2.0%               for k0 in range(0, n, tile):
    57         13           25    4.4%                   for i in range(i0, min(i0 + tile, n)):
    58         26           53    9.4%                       for j in range(j0, min(j0 + tile, n)):
    59         52          110   19.5%*                          for k in range(k0, min(k0 + tile, n)):
    60         56          147   26.1%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    171 reads          384 cost   68.2%
  _accumulate                      72 reads          177 cost   31.4%
  <module>                          1 reads            2 cost    0.4%
depths:
           1..1                  54 reads           54 cost
           2..3                  67 reads          134 cost
           4..7                  81 reads          221 cost
           8..15                 37 reads          129 cost
          16..31                  5 reads           25 cost

== measured call 21 · matmul_recursive() at line 41 · cost 868 · 368 reads · peak live 22 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43         40          118   13.6%*      if C[i][j] is None:
    44          8           16    1.8%           C[i][j] = product
    45                                       else:
    46         24           51    5.9%           C[i][j] = C[i][j] + product
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
    67          1            1    0.1%       n = len(A)
    68          8           14    1.6%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71         27           63    7.3%           if size <= leaf:
    72         48           93   10.7%*              for i in range(i0, i0 + size):
    73         48           95   10.9%*                  for j in range(j0, j0 + size):
    74         48           99   11.4%*                      for k in range(k0, k0 + size):
    75         56          162   18.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77          2            3    0.3%           h = size // 2
    78          3            7    0.8%           for di in (0, h):
    79          6           13    1.5%               for dj in (0, h):
    80         20           57    6.6%                   rec(i0 + di, j0 + dj, k0, h)
    81         28           74    8.5%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.2%       rec(0, 0, 0, n)
per function:
  rec                             286 reads          666 cost   76.7%
  _accumulate                      72 reads          185 cost   21.3%
  matmul_recursive                 10 reads           17 cost    2.0%
depths:
           1..1                  77 reads           77 cost
           2..3                 117 reads          234 cost
           4..7                  98 reads          276 cost
           8..15                 68 reads          246 cost
          16..31                  8 reads           35 cost

== measured call 22 · matmul() at line 39 · cost 1560 · 653 reads · peak live 30 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.1%       n = len(A)
    32         14           26    1.7%       C = [[None] * n for _ in range(n)]
    33          6           15    1.0%       for i in range(n):
    34         24           62    4.0%           for j in range(n):
    35         96          224   14.4%*              acc = A[i][0] * B[0][j]
    36         96          256   16.4%*              for k in range(1, n):
    37        384          912   58.5%*                  acc = acc + A[i][k] * B[k][j]
    38         32           64    4.1%               C[i][j] = acc
per function:
  matmul                          653 reads         1560 cost  100.0%
depths:
           1..1                 138 reads          138 cost
           2..3                  93 reads          186 cost
           4..7                 336 reads          973 cost
           8..15                 86 reads          263 cost

== measured call 23 · <lambda>() at line 40 · cost 3443 · 1434 reads · peak live 36 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.1%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43        320          862   25.0%*      if C[i][j] is None:
    44         32           64    1.9%           C[i][j] = product
    45                                       else:
    46        288          623   18.1%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         14           26    0.8%       C = [[None] * n for _ in range(n)]
    54          5           13    0.4%       for i0 in range(0, n, tile):
    55          5           15    0.4%           for j0 in range(0, n, tile):
    56          5           13    0.4%               for k0 in range(0, n, tile):
    57         15           34    1.0%                   for i in range(i0, min(i0 + tile, n)):
    58         60          135    3.9%                       for j in range(j0, min(j0 + tile, n)):
    59        240          552   16.0%*                          for k in range(k0, min(k0 + tile, n)):
    60        448         1103   32.0%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    793 reads         1892 cost   55.0%
  _accumulate                     640 reads         1549 cost   45.0%
  <module>                          1 reads            2 cost    0.1%
depths:
           1..1                 222 reads          222 cost
           2..3                 318 reads          636 cost
           4..7                 647 reads         1721 cost
           8..15                239 reads          824 cost
          16..31                  8 reads           40 cost

== measured call 24 · matmul_recursive() at line 41 · cost 7763 · 3006 reads · peak live 42 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43        320         1033   13.3%*      if C[i][j] is None:
    44         32           64    0.8%           C[i][j] = product
    45                                       else:
    46        288          623    8.0%           C[i][j] = C[i][j] + product
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
    67          1            1    0.0%       n = len(A)
    68         14           26    0.3%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71        219          528    6.8%           if size <= leaf:
    72        384          765    9.9%               for i in range(i0, i0 + size):
    73        384          767    9.9%                   for j in range(j0, j0 + size):
    74        384          823   10.6%*                      for k in range(k0, k0 + size):
    75        448         1393   17.9%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77         18           50    0.6%           h = size // 2
    78         27           72    0.9%           for di in (0, h):
    79         54          152    2.0%               for dj in (0, h):
    80        180          631    8.1%                   rec(i0 + di, j0 + dj, k0, h)
    81        252          833   10.7%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                            2350 reads         6014 cost   77.5%
  _accumulate                     640 reads         1720 cost   22.2%
  matmul_recursive                 16 reads           29 cost    0.4%
depths:
           1..1                 585 reads          585 cost
           2..3                 772 reads         1544 cost
           4..7                 784 reads         2178 cost
           8..15                626 reads         2334 cost
          16..31                239 reads         1122 cost

== measured call 25 · matmul() at line 39 · cost 11767 · 4853 reads · peak live 82 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         26           50    0.4%       C = [[None] * n for _ in range(n)]
    33         10           34    0.3%       for i in range(n):
    34         80          222    1.9%           for j in range(n):
    35        384          896    7.6%               acc = A[i][0] * B[0][j]
    36        640         1796   15.3%*              for k in range(1, n):
    37       3584         8512   72.3%*                  acc = acc + A[i][k] * B[k][j]
    38        128          256    2.2%               C[i][j] = acc
per function:
  matmul                         4853 reads        11767 cost  100.0%
depths:
           1..1                1038 reads         1038 cost
           2..3                 597 reads         1194 cost
           4..7                2879 reads         8502 cost
           8..15                337 reads         1025 cost
          16..31                  2 reads            8 cost

== measured call 26 · <lambda>() at line 40 · cost 28000 · 11550 reads · peak live 90 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43       2560         7047   25.2%*      if C[i][j] is None:
    44        128          256    0.9%           C[i][j] = product
    45                                       else:
    46       2688         5823   20.8%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         26           50    0.2%       C = [[None] * n for _ in range(n)]
    54          6           21    0.1%       for i0 in range(0, n, tile):
    55         12           42    0.1%           for j0 in range(0, n, tile):
    56         24           84    0.3%               for k0 in range(0, n, tile):
    57        120          307    1.1%                   for i in range(i0, min(i0 + tile, n)):
    58        480         1101    3.9%                       for j in range(j0, min(j0 + tile, n)):
    59       1920         4427   15.8%*                          for k in range(k0, min(k0 + tile, n)):
    60       3584         8839   31.6%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                   6173 reads        14872 cost   53.1%
  _accumulate                    5376 reads        13126 cost   46.9%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1                1721 reads         1721 cost
           2..3                2439 reads         4878 cost
           4..7                5304 reads        14003 cost
           8..15               1975 reads         6777 cost
          16..31                109 reads          608 cost
          32..63                  2 reads           13 cost

== measured call 27 · matmul_recursive() at line 41 · cost 63845 · 24266 reads · peak live 101 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43       2560         8566   13.4%*      if C[i][j] is None:
    44        128          256    0.4%           C[i][j] = product
    45                                       else:
    46       2688         5823    9.1%           C[i][j] = C[i][j] + product
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
    67          1            1    0.0%       n = len(A)
    68         26           50    0.1%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71       1755         4240    6.6%           if size <= leaf:
    72       3072         6141    9.6%               for i in range(i0, i0 + size):
    73       3072         6143    9.6%                   for j in range(j0, j0 + size):
    74       3072         6675   10.5%*                      for k in range(k0, k0 + size):
    75       3584        11255   17.6%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77        146          482    0.8%           h = size // 2
    78        219          620    1.0%           for di in (0, h):
    79        438         1252    2.0%               for dj in (0, h):
    80       1460         5305    8.3%                   rec(i0 + di, j0 + dj, k0, h)
    81       2044         7034   11.0%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                           18862 reads        49147 cost   77.0%
  _accumulate                    5376 reads        14645 cost   22.9%
  matmul_recursive                 28 reads           53 cost    0.1%
depths:
           1..1                4649 reads         4649 cost
           2..3                5956 reads        11912 cost
           4..7                6421 reads        17717 cost
           8..15               4926 reads        18484 cost
          16..31               2243 reads        10592 cost
          32..63                 71 reads          491 cost

== measured call 28 · matmul() at line 39 · cost 91906 · 37733 reads · peak live 282 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         50           98    0.1%       C = [[None] * n for _ in range(n)]
    33         18           83    0.1%       for i in range(n):
    34        288          830    0.9%           for j in range(n):
    35       1536         3586    3.9%               acc = A[i][0] * B[0][j]
    36       4608        13324   14.5%*              for k in range(1, n):
    37      30720        72960   79.4%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1024    1.1%               C[i][j] = acc
per function:
  matmul                        37733 reads        91906 cost  100.0%
depths:
           1..1                8214 reads         8214 cost
           2..3                4389 reads         8778 cost
           4..7               23807 reads        70894 cost
           8..15               1305 reads         3930 cost
          16..31                 18 reads           90 cost

== measured call 29 · <lambda>() at line 40 · cost 226108 · 93084 reads · peak live 291 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43      20480        56863   25.1%*      if C[i][j] is None:
    44        512         1024    0.5%           C[i][j] = product
    45                                       else:
    46      23040        49919   22.1%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         50           98    0.0%       C = [[None] * n for _ in range(n)]
    54          8           45    0.0%       for i0 in range(0, n, tile):
    55         32          126    0.1%           for j0 in range(0, n, tile):
    56        128          504    0.2%               for k0 in range(0, n, tile):
    57        960         2527    1.1%                   for i in range(i0, min(i0 + tile, n)):
    58       3840         8859    3.9%                       for j in range(j0, min(j0 + tile, n)):
    59      15360        35439   15.7%*                          for k in range(k0, min(k0 + tile, n)):
    60      28672        70701   31.3%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                  49051 reads       118300 cost   52.3%
  _accumulate                   44032 reads       107806 cost   47.7%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1               13677 reads        13677 cost
           2..3               19365 reads        38730 cost
           4..7               43072 reads       113245 cost
           8..15              15874 reads        54265 cost
          16..31               1087 reads         6125 cost
          32..63                  5 reads           30 cost
          64..127                 4 reads           36 cost

== measured call 30 · matmul_recursive() at line 41 · cost 516820 · 195042 reads · peak live 307 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43      20480        70021   13.5%*      if C[i][j] is None:
    44        512         1024    0.2%           C[i][j] = product
    45                                       else:
    46      23040        49919    9.7%           C[i][j] = C[i][j] + product
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
    67          1            1    0.0%       n = len(A)
    68         50           98    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71      14043        33937    6.6%           if size <= leaf:
    72      24576        49149    9.5%               for i in range(i0, i0 + size):
    73      24576        49151    9.5%                   for j in range(j0, j0 + size):
    74      24576        53767   10.4%*                      for k in range(k0, k0 + size):
    75      28672        90471   17.5%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       1170         3938    0.8%           h = size // 2
    78       1755         5086    1.0%           for di in (0, h):
    79       3510        10092    2.0%               for dj in (0, h):
    80      11700        42935    8.3%                   rec(i0 + di, j0 + dj, k0, h)
    81      16380        57229   11.1%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                          150958 reads       395755 cost   76.6%
  _accumulate                   44032 reads       120964 cost   23.4%
  matmul_recursive                 52 reads          101 cost    0.0%
depths:
           1..1               37161 reads        37161 cost
           2..3               47252 reads        94504 cost
           4..7               52117 reads       143277 cost
           8..15              38665 reads       145352 cost
          16..31              19030 reads        90011 cost
          32..63                548 reads         3832 cost
          64..127               267 reads         2659 cost
         128..255                 2 reads           24 cost

== measured call 31 · matmul() at line 39 · cost 727621 · 298181 reads · peak live 1066 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         98          194    0.0%       C = [[None] * n for _ in range(n)]
    33         34          226    0.0%       for i in range(n):
    34       1088         3198    0.4%           for j in range(n):
    35       6144        14342    2.0%               acc = A[i][0] * B[0][j]
    36      34816       102428   14.1%*              for k in range(1, n):
    37     253952       603136   82.9%*                  acc = acc + A[i][k] * B[k][j]
    38       2048         4096    0.6%               C[i][j] = acc
per function:
  matmul                       298181 reads       727621 cost  100.0%
depths:
           1..1               65574 reads        65574 cost
           2..3               33861 reads        67722 cost
           4..7              193535 reads       578526 cost
           8..15               5177 reads        15562 cost
          32..63                 34 reads          237 cost

== measured call 32 · <lambda>() at line 40 · cost 1818070 · 747984 reads · peak live 1075 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43     163840       456835   25.1%*      if C[i][j] is None:
    44       2048         4096    0.2%           C[i][j] = product
    45                                       else:
    46     190464       412671   22.7%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         98          194    0.0%       C = [[None] * n for _ in range(n)]
    54         12          107    0.0%       for i0 in range(0, n, tile):
    55         96          414    0.0%           for j0 in range(0, n, tile):
    56        768         3312    0.2%               for k0 in range(0, n, tile):
    57       7680        20383    1.1%                   for i in range(i0, min(i0 + tile, n)):
    58      30720        71031    3.9%                       for j in range(j0, min(j0 + tile, n)):
    59     122880       283583   15.6%*                          for k in range(k0, min(k0 + tile, n)):
    60     229376       565441   31.1%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                 391631 reads       944466 cost   51.9%
  _accumulate                  356352 reads       873602 cost   48.1%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1              109205 reads       109205 cost
           2..3              154689 reads       309378 cost
           4..7              347328 reads       911321 cost
           8..15             127242 reads       434153 cost
          16..31               9506 reads        53872 cost
          32..63                  6 reads           45 cost
         128..255                 8 reads           96 cost

== measured call 33 · matmul_recursive() at line 41 · cost 4164841 · 1564178 reads · peak live 1097 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43     163840       574227   13.8%*      if C[i][j] is None:
    44       2048         4096    0.1%           C[i][j] = product
    45                                       else:
    46     190464       412671    9.9%           C[i][j] = C[i][j] + product
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
    67          1            1    0.0%       n = len(A)
    68         98          194    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     112347       271507    6.5%           if size <= leaf:
    72     196608       393213    9.4%               for i in range(i0, i0 + size):
    73     196608       393215    9.4%                   for j in range(j0, j0 + size):
    74     196608       431647   10.4%*                      for k in range(k0, k0 + size):
    75     229376       725078   17.4%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       9362        31586    0.8%           h = size // 2
    78      14043        41076    1.0%           for di in (0, h):
    79      28086        80820    1.9%               for dj in (0, h):
    80      93620       344735    8.3%                   rec(i0 + di, j0 + dj, k0, h)
    81     131068       460773   11.1%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                         1207726 reads      3173650 cost   76.2%
  _accumulate                  356352 reads       990994 cost   23.8%
  matmul_recursive                100 reads          197 cost    0.0%
depths:
           1..1              297257 reads       297257 cost
           2..3              377012 reads       754024 cost
           4..7              419973 reads      1152365 cost
           8..15             306389 reads      1152664 cost
          16..31             155625 reads       735234 cost
          32..63               4604 reads        31995 cost
          64..127              2265 reads        22445 cost
         128..255                16 reads          192 cost
         256..511              1035 reads        18619 cost
         512..1023                2 reads           46 cost
