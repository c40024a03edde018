dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 8136228 · 3283776 reads · peak live 301 ==
  line      reads         cost       %   source
-- linalg.dmd
    20        757         1472    0.0%       return [[1.0] * cols for _ in range(rows)]
    21                                   
    22                                   
    23          3            5    0.0%   print(" n  matvec  vecmat")
    24         12           28    0.0%   for n in range(2, 9):
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
    11         63          133    0.0%       for i in range(n):
    12        175          315    0.0%           acc = A[i][0] * x[0]
    13        343          672    0.0%           for j in range(1, n):
    14       1176         2408    0.0%               acc = acc + A[i][j] * x[j]
    15         35           70    0.0%           y[i] = acc
    16                                       return y
    17                                   
    18                                   
    19                                   def vecmat(A, x):
    20          7           14    0.0%       n = len(x)
    21         14           28    0.0%       y = [None] * n
    22         63          133    0.0%       for j in range(n):
    23        175          343    0.0%           acc = x[0] * A[0][j]
    24        343          672    0.0%           for i in range(1, n):
    25       1176         2100    0.0%               acc = acc + x[i] * A[i][j]
    26         35           70    0.0%           y[j] = acc
    27                                       return y
    28                                   
    29                                   
    30                                   def matmul(A, B):
    31          9           18    0.0%       n = len(A)
    32        312          597    0.0%       C = [[None] * n for _ in range(n)]
    33        128          312    0.0%       for i in range(n):
    34       2072         5655    0.1%           for j in range(n):
    35      10224        23838    0.3%               acc = A[i][0] * B[0][j]
    36      48944       136590    1.7%               for k in range(1, n):
    37     323392       768056    9.4%                   acc = acc + A[i][k] * B[k][j]
    38       3408         6816    0.1%               C[i][j] = acc
    39                                       return C
    40                                   
    41                                   
    42                                   def _accumulate(C, i, j, product):
    43     374480      1167466   14.3%*      if C[i][j] is None:
    44       5456        10912    0.1%           C[i][j] = product
    45                                       else:
    46     433008       936477   11.5%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          5           10    0.0%       n = len(A)
    53        206          397    0.0%       C = [[None] * n for _ in range(n)]
    54         46           97    0.0%       for i0 in range(0, n, tile):
    55        182          461    0.0%           for j0 in range(0, n, tile):
    56       1102         3867    0.0%               for k0 in range(0, n, tile):
    57       9960        24553    0.3%                   for i in range(i0, min(i0 + tile, n)):
    58      39810        87949    1.1%                       for j in range(j0, min(j0 + tile, n)):
    59     159180       350844    4.3%                           for k in range(k0, min(k0 + tile, n)):
    60     262136       645922    7.9%                               _accumulate(C, i, j, A[i][k] * B[k][j])
    61                                       return C
    62                                   
    63                                   
    64                                   def matmul_recursive(A, B, leaf=1):
    65                                       """Cache-oblivious divide and conquer on quadrants (n a power of two):
    66                                       C11 = A11 B11 + A12 B21, and so on, down to leaf x leaf blocks."""
    67          5           14    0.0%       n = len(A)
    68        206          397    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     128391       310268    3.8%           if size <= leaf:
    72     299584       561376    6.9%               for i in range(i0, i0 + size):
    73     299584       561378    6.9%                   for j in range(j0, j0 + size):
    74     299584       603463    7.4%                       for k in range(k0, k0 + size):
    75     262136       827334   10.2%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77      10698        35735    0.4%           h = size // 2
    78      16047        46407    0.6%           for di in (0, h):
    79      32094        91898    1.1%               for dj in (0, h):
    80     106980       392183    4.8%                   rec(i0 + di, j0 + dj, k0, h)
    81     149772       525943    6.5%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          5           10    0.0%       rec(0, 0, 0, n)
per function:
  rec                         1604870 reads      3955985 cost   48.6%
  _accumulate                  812944 reads      2114855 cost   26.0%
  matmul_tiled                 472627 reads      1114100 cost   13.7%
  matmul                       388489 reads       941882 cost   11.6%
  matvec                         1813 reads         3639 cost    0.0%
  vecmat                         1813 reads         3360 cost    0.0%
  ones                            757 reads         1472 cost    0.0%
  <module>                        247 reads          514 cost    0.0%
  matmul_recursive                216 reads          421 cost    0.0%
depths:
           1..1              678579 reads       678579 cost
           2..3              781672 reads      1563344 cost
           4..7             1125852 reads      3101166 cost
           8..15             504081 reads      1839779 cost
          16..31             185077 reads       881669 cost
          32..63               5471 reads        37519 cost
          64..127              2264 reads        21976 cost
         128..255               520 reads         7520 cost
         256..511               260 reads         4676 cost

== measured call 1 · matvec() at line 27 · cost 90 · 47 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    2.2%       n = len(x)
    10          2            4    4.4%       y = [None] * n
    11          6           11   12.2%*      for i in range(n):
    12         10           18   20.0%*          acc = A[i][0] * x[0]
    13         12           22   24.4%*          for j in range(1, n):
    14         14           29   32.2%*              acc = acc + A[i][j] * x[j]
    15          2            4    4.4%           y[i] = acc
per function:
  matvec                           47 reads           90 cost  100.0%
depths:
           1..1                  16 reads           16 cost
           2..3                  13 reads           26 cost
           4..7                  17 reads           45 cost
           8..15                  1 reads            3 cost

== measured call 2 · vecmat() at line 27 · cost 88 · 47 reads · peak live 11 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    2.3%       n = len(x)
    21          2            4    4.5%       y = [None] * n
    22          6           11   12.5%*      for j in range(n):
    23         10           19   21.6%*          acc = x[0] * A[0][j]
    24         12           22   25.0%*          for i in range(1, n):
    25         14           26   29.5%*              acc = acc + x[i] * A[i][j]
    26          2            4    4.5%           y[j] = acc
per function:
  vecmat                           47 reads           88 cost  100.0%
depths:
           1..1                  17 reads           17 cost
           2..3                  12 reads           24 cost
           4..7                  18 reads           47 cost

== measured call 3 · matvec() at line 27 · cost 182 · 91 reads · peak live 12 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    1.1%       n = len(x)
    10          2            4    2.2%       y = [None] * n
    11          7           14    7.7%       for i in range(n):
    12         15           29   15.9%*          acc = A[i][0] * x[0]
    13         21           40   22.0%*          for j in range(1, n):
    14         42           87   47.8%*              acc = acc + A[i][j] * x[j]
    15          3            6    3.3%           y[i] = acc
per function:
  matvec                           91 reads          182 cost  100.0%
depths:
           1..1                  28 reads           28 cost
           2..3                  19 reads           38 cost
           4..7                  40 reads          104 cost
           8..15                  4 reads           12 cost

== measured call 4 · vecmat() at line 27 · cost 174 · 91 reads · peak live 12 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    1.1%       n = len(x)
    21          2            4    2.3%       y = [None] * n
    22          7           14    8.0%       for j in range(n):
    23         15           31   17.8%*          acc = x[0] * A[0][j]
    24         21           40   23.0%*          for i in range(1, n):
    25         42           77   44.3%*              acc = acc + x[i] * A[i][j]
    26          3            6    3.4%           y[j] = acc
per function:
  vecmat                           91 reads          174 cost  100.0%
depths:
           1..1                  32 reads           32 cost
           2..3                  15 reads           30 cost
           4..7                  42 reads          106 cost
           8..15                  2 reads            6 cost

== measured call 5 · matvec() at line 27 · cost 306 · 151 reads · peak live 13 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.7%       n = len(x)
    10          2            4    1.3%       y = [None] * n
    11          8           17    5.6%       for i in range(n):
    12         20           40   13.1%*          acc = A[i][0] * x[0]
    13         32           62   20.3%*          for j in range(1, n):
    14         84          173   56.5%*              acc = acc + A[i][j] * x[j]
    15          4            8    2.6%           y[i] = acc
per function:
  matvec                          151 reads          306 cost  100.0%
depths:
           1..1                  44 reads           44 cost
           2..3                  27 reads           54 cost
           4..7                  73 reads          187 cost
           8..15                  7 reads           21 cost

== measured call 6 · vecmat() at line 27 · cost 288 · 151 reads · peak live 13 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.7%       n = len(x)
    21          2            4    1.4%       y = [None] * n
    22          8           17    5.9%       for j in range(n):
    23         20           43   14.9%*          acc = x[0] * A[0][j]
    24         32           62   21.5%*          for i in range(1, n):
    25         84          152   52.8%*              acc = acc + x[i] * A[i][j]
    26          4            8    2.8%           y[j] = acc
per function:
  vecmat                          151 reads          288 cost  100.0%
depths:
           1..1                  53 reads           53 cost
           2..3                  18 reads           36 cost
           4..7                  76 reads          187 cost
           8..15                  4 reads           12 cost

== measured call 7 · matvec() at line 27 · cost 462 · 227 reads · peak live 14 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.4%       n = len(x)
    10          2            4    0.9%       y = [None] * n
    11          9           20    4.3%       for i in range(n):
    12         25           51   11.0%*          acc = A[i][0] * x[0]
    13         45           88   19.0%*          for j in range(1, n):
    14        140          287   62.1%*              acc = acc + A[i][j] * x[j]
    15          5           10    2.2%           y[i] = acc
per function:
  matvec                          227 reads          462 cost  100.0%
depths:
           1..1                  64 reads           64 cost
           2..3                  37 reads           74 cost
           4..7                 116 reads          294 cost
           8..15                 10 reads           30 cost

== measured call 8 · vecmat() at line 27 · cost 430 · 227 reads · peak live 14 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.5%       n = len(x)
    21          2            4    0.9%       y = [None] * n
    22          9           20    4.7%       for j in range(n):
    23         25           55   12.8%*          acc = x[0] * A[0][j]
    24         45           88   20.5%*          for i in range(1, n):
    25        140          251   58.4%*              acc = acc + x[i] * A[i][j]
    26          5           10    2.3%           y[j] = acc
per function:
  vecmat                          227 reads          430 cost  100.0%
depths:
           1..1                  80 reads           80 cost
           2..3                  21 reads           42 cost
           4..7                 120 reads          290 cost
           8..15                  6 reads           18 cost

== measured call 9 · matvec() at line 27 · cost 650 · 319 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.3%       n = len(x)
    10          2            4    0.6%       y = [None] * n
    11         10           23    3.5%       for i in range(n):
    12         30           62    9.5%           acc = A[i][0] * x[0]
    13         60          118   18.2%*          for j in range(1, n):
    14        210          429   66.0%*              acc = acc + A[i][j] * x[j]
    15          6           12    1.8%           y[i] = acc
per function:
  matvec                          319 reads          650 cost  100.0%
depths:
           1..1                  88 reads           88 cost
           2..3                  49 reads           98 cost
           4..7                 169 reads          425 cost
           8..15                 13 reads           39 cost

== measured call 10 · vecmat() at line 27 · cost 600 · 319 reads · peak live 15 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.3%       n = len(x)
    21          2            4    0.7%       y = [None] * n
    22         10           23    3.8%       for j in range(n):
    23         30           67   11.2%*          acc = x[0] * A[0][j]
    24         60          118   19.7%*          for i in range(1, n):
    25        210          374   62.3%*              acc = acc + x[i] * A[i][j]
    26          6           12    2.0%           y[j] = acc
per function:
  vecmat                          319 reads          600 cost  100.0%
depths:
           1..1                 113 reads          113 cost
           2..3                  24 reads           48 cost
           4..7                 174 reads          415 cost
           8..15                  8 reads           24 cost

== measured call 11 · matvec() at line 27 · cost 870 · 427 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.2%       n = len(x)
    10          2            4    0.5%       y = [None] * n
    11         11           26    3.0%       for i in range(n):
    12         35           73    8.4%           acc = A[i][0] * x[0]
    13         77          152   17.5%*          for j in range(1, n):
    14        294          599   68.9%*              acc = acc + A[i][j] * x[j]
    15          7           14    1.6%           y[i] = acc
per function:
  matvec                          427 reads          870 cost  100.0%
depths:
           1..1                 116 reads          116 cost
           2..3                  63 reads          126 cost
           4..7                 232 reads          580 cost
           8..15                 16 reads           48 cost

== measured call 12 · vecmat() at line 27 · cost 798 · 427 reads · peak live 16 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.3%       n = len(x)
    21          2            4    0.5%       y = [None] * n
    22         11           26    3.3%       for j in range(n):
    23         35           79    9.9%           acc = x[0] * A[0][j]
    24         77          152   19.0%*          for i in range(1, n):
    25        294          521   65.3%*              acc = acc + x[i] * A[i][j]
    26          7           14    1.8%           y[j] = acc
per function:
  vecmat                          427 reads          798 cost  100.0%
depths:
           1..1                 152 reads          152 cost
           2..3                  27 reads           54 cost
           4..7                 238 reads          562 cost
           8..15                 10 reads           30 cost

== measured call 13 · matvec() at line 27 · cost 1122 · 551 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
     9          1            2    0.2%       n = len(x)
    10          2            4    0.4%       y = [None] * n
    11         12           29    2.6%       for i in range(n):
    12         40           84    7.5%           acc = A[i][0] * x[0]
    13         96          190   16.9%*          for j in range(1, n):
    14        392          797   71.0%*              acc = acc + A[i][j] * x[j]
    15          8           16    1.4%           y[i] = acc
per function:
  matvec                          551 reads         1122 cost  100.0%
depths:
           1..1                 148 reads          148 cost
           2..3                  79 reads          158 cost
           4..7                 305 reads          759 cost
           8..15                 19 reads           57 cost

== measured call 14 · vecmat() at line 27 · cost 1024 · 551 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    20          1            2    0.2%       n = len(x)
    21          2            4    0.4%       y = [None] * n
    22         12           29    2.8%       for j in range(n):
    23         40           91    8.9%           acc = x[0] * A[0][j]
    24         96          190   18.6%*          for i in range(1, n):
    25        392          692   67.6%*              acc = acc + x[i] * A[i][j]
    26          8           16    1.6%           y[j] = acc
per function:
  vecmat                          551 reads         1024 cost  100.0%
depths:
           1..1                 197 reads          197 cost
           2..3                  30 reads           60 cost
           4..7                 312 reads          731 cost
           8..15                 12 reads           36 cost

== measured call 15 · matmul() at line 32 · cost 251 · 117 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.4%       n = len(A)
    32         10           17    6.8%       C = [[None] * n for _ in range(n)]
    33          6           11    4.4%       for i in range(n):
    34         12           24    9.6%           for j in range(n):
    35         24           56   22.3%*              acc = A[i][0] * B[0][j]
    36         24           50   19.9%*              for k in range(1, n):
    37         32           76   30.3%*                  acc = acc + A[i][k] * B[k][j]
    38          8           16    6.4%               C[i][j] = acc
per function:
  matmul                          117 reads          251 cost  100.0%
depths:
           1..1                  32 reads           32 cost
           2..3                  30 reads           60 cost
           4..7                  36 reads           99 cost
           8..15                 19 reads           60 cost

== measured call 16 · matmul() at line 32 · cost 1626 · 697 reads · peak live 31 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.1%       n = len(A)
    32         16           29    1.8%       C = [[None] * n for _ in range(n)]
    33          8           18    1.1%       for i in range(n):
    34         32           74    4.6%           for j in range(n):
    35         96          224   13.8%*              acc = A[i][0] * B[0][j]
    36        128          304   18.7%*              for k in range(1, n):
    37        384          912   56.1%*                  acc = acc + A[i][k] * B[k][j]
    38         32           64    3.9%               C[i][j] = acc
per function:
  matmul                          697 reads         1626 cost  100.0%
depths:
           1..1                 160 reads          160 cost
           2..3                 115 reads          230 cost
           4..7                 336 reads          973 cost
           8..15                 86 reads          263 cost

== measured call 17 · matmul() at line 32 · cost 11989 · 5001 reads · peak live 83 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         28           53    0.4%       C = [[None] * n for _ in range(n)]
    33         12           37    0.3%       for i in range(n):
    34         96          246    2.1%           for j in range(n):
    35        384          896    7.5%               acc = A[i][0] * B[0][j]
    36        768         1988   16.6%*              for k in range(1, n):
    37       3584         8512   71.0%*                  acc = acc + A[i][k] * B[k][j]
    38        128          256    2.1%               C[i][j] = acc
per function:
  matmul                         5001 reads        11989 cost  100.0%
depths:
           1..1                1112 reads         1112 cost
           2..3                 671 reads         1342 cost
           4..7                2879 reads         8502 cost
           8..15                337 reads         1025 cost
          16..31                  2 reads            8 cost

== measured call 18 · matmul() at line 32 · cost 92728 · 38281 reads · peak live 283 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         52          101    0.1%       C = [[None] * n for _ in range(n)]
    33         20           86    0.1%       for i in range(n):
    34        320          878    0.9%           for j in range(n):
    35       1536         3586    3.9%               acc = A[i][0] * B[0][j]
    36       5120        14092   15.2%*              for k in range(1, n):
    37      30720        72960   78.7%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1024    1.1%               C[i][j] = acc
per function:
  matmul                        38281 reads        92728 cost  100.0%
depths:
           1..1                8488 reads         8488 cost
           2..3                4663 reads         9326 cost
           4..7               23807 reads        70894 cost
           8..15               1305 reads         3930 cost
          16..31                 18 reads           90 cost

== measured call 19 · matmul() at line 39 · cost 251 · 117 reads · peak live 17 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.4%       n = len(A)
    32         10           17    6.8%       C = [[None] * n for _ in range(n)]
    33          6           11    4.4%       for i in range(n):
    34         12           24    9.6%           for j in range(n):
    35         24           56   22.3%*              acc = A[i][0] * B[0][j]
    36         24           50   19.9%*              for k in range(1, n):
    37         32           76   30.3%*                  acc = acc + A[i][k] * B[k][j]
    38          8           16    6.4%               C[i][j] = acc
per function:
  matmul                          117 reads          251 cost  100.0%
depths:
           1..1                  32 reads           32 cost
           2..3                  30 reads           60 cost
           4..7                  36 reads           99 cost
           8..15                 19 reads           60 cost

== measured call 20 · <lambda>() at line 40 · cost 596 · 266 reads · peak live 22 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.3%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43         40          110   18.5%*      if C[i][j] is None:
    44          8           16    2.7%           C[i][j] = product
    45                                       else:
    46         24           51    8.6%           C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.2%       n = len(A)
    53         10           17    2.9%       C = [[None] * n for _ in range(n)]
    54          7           13    2.2%       for i0 in range(0, n, tile):
    55          7           16    2.7%           for j0 in range(0, n, tile):
    56          7           14    2.3%               for k0 in range(0, n, tile):
    57         15           28    4.7%                   for i in range(i0, min(i0 + tile, n)):
    58         30           59    9.9%                       for j in range(j0, min(j0 + tile, n)):
    59         60          122   20.5%*                          for k in range(k0, min(k0 + tile, n)):
    60         56          147   24.7%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    193 reads          417 cost   70.0%
  _accumulate                      72 reads          177 cost   29.7%
  <module>                          1 reads            2 cost    0.3%
depths:
           1..1                  65 reads           65 cost
           2..3                  78 reads          156 cost
           4..7                  81 reads          221 cost
           8..15                 37 reads          129 cost
          16..31                  5 reads           25 cost

== measured call 21 · matmul_recursive() at line 41 · cost 943 · 418 reads · peak live 22 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43         40          118   12.5%*      if C[i][j] is None:
    44          8           16    1.7%           C[i][j] = product
    45                                       else:
    46         24           51    5.4%           C[i][j] = C[i][j] + product
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
    68         10           17    1.8%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71         27           63    6.7%           if size <= leaf:
    72         64          117   12.4%*              for i in range(i0, i0 + size):
    73         64          119   12.6%*                  for j in range(j0, j0 + size):
    74         64          123   13.0%*                      for k in range(k0, k0 + size):
    75         56          162   17.2%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77          2            3    0.3%           h = size // 2
    78          3            7    0.7%           for di in (0, h):
    79          6           13    1.4%               for dj in (0, h):
    80         20           57    6.0%                   rec(i0 + di, j0 + dj, k0, h)
    81         28           74    7.8%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.2%       rec(0, 0, 0, n)
per function:
  rec                             334 reads          738 cost   78.3%
  _accumulate                      72 reads          185 cost   19.6%
  matmul_recursive                 12 reads           20 cost    2.1%
depths:
           1..1                 102 reads          102 cost
           2..3                 142 reads          284 cost
           4..7                  98 reads          276 cost
           8..15                 68 reads          246 cost
          16..31                  8 reads           35 cost

== measured call 22 · matmul() at line 39 · cost 1626 · 697 reads · peak live 31 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.1%       n = len(A)
    32         16           29    1.8%       C = [[None] * n for _ in range(n)]
    33          8           18    1.1%       for i in range(n):
    34         32           74    4.6%           for j in range(n):
    35         96          224   13.8%*              acc = A[i][0] * B[0][j]
    36        128          304   18.7%*              for k in range(1, n):
    37        384          912   56.1%*                  acc = acc + A[i][k] * B[k][j]
    38         32           64    3.9%               C[i][j] = acc
per function:
  matmul                          697 reads         1626 cost  100.0%
depths:
           1..1                 160 reads          160 cost
           2..3                 115 reads          230 cost
           4..7                 336 reads          973 cost
           8..15                 86 reads          263 cost

== measured call 23 · <lambda>() at line 40 · cost 3518 · 1484 reads · peak live 36 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.1%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43        320          862   24.5%*      if C[i][j] is None:
    44         32           64    1.8%           C[i][j] = product
    45                                       else:
    46        288          623   17.7%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         16           29    0.8%       C = [[None] * n for _ in range(n)]
    54          7           16    0.5%       for i0 in range(0, n, tile):
    55          7           18    0.5%           for j0 in range(0, n, tile):
    56          7           16    0.5%               for k0 in range(0, n, tile):
    57         17           37    1.1%                   for i in range(i0, min(i0 + tile, n)):
    58         68          147    4.2%                       for j in range(j0, min(j0 + tile, n)):
    59        272          600   17.1%*                          for k in range(k0, min(k0 + tile, n)):
    60        448         1103   31.4%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                    843 reads         1967 cost   55.9%
  _accumulate                     640 reads         1549 cost   44.0%
  <module>                          1 reads            2 cost    0.1%
depths:
           1..1                 247 reads          247 cost
           2..3                 343 reads          686 cost
           4..7                 647 reads         1721 cost
           8..15                239 reads          824 cost
          16..31                  8 reads           40 cost

== measured call 24 · matmul_recursive() at line 41 · cost 8342 · 3392 reads · peak live 42 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43        320         1033   12.4%*      if C[i][j] is None:
    44         32           64    0.8%           C[i][j] = product
    45                                       else:
    46        288          623    7.5%           C[i][j] = C[i][j] + product
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
    68         16           29    0.3%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71        219          528    6.3%           if size <= leaf:
    72        512          957   11.5%*              for i in range(i0, i0 + size):
    73        512          959   11.5%*                  for j in range(j0, j0 + size):
    74        512         1015   12.2%*                      for k in range(k0, k0 + size):
    75        448         1393   16.7%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77         18           50    0.6%           h = size // 2
    78         27           72    0.9%           for di in (0, h):
    79         54          152    1.8%               for dj in (0, h):
    80        180          631    7.6%                   rec(i0 + di, j0 + dj, k0, h)
    81        252          833   10.0%                   rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                            2734 reads         6590 cost   79.0%
  _accumulate                     640 reads         1720 cost   20.6%
  matmul_recursive                 18 reads           32 cost    0.4%
depths:
           1..1                 778 reads          778 cost
           2..3                 965 reads         1930 cost
           4..7                 784 reads         2178 cost
           8..15                626 reads         2334 cost
          16..31                239 reads         1122 cost

== measured call 25 · matmul() at line 39 · cost 11989 · 5001 reads · peak live 83 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         28           53    0.4%       C = [[None] * n for _ in range(n)]
    33         12           37    0.3%       for i in range(n):
    34         96          246    2.1%           for j in range(n):
    35        384          896    7.5%               acc = A[i][0] * B[0][j]
    36        768         1988   16.6%*              for k in range(1, n):
    37       3584         8512   71.0%*                  acc = acc + A[i][k] * B[k][j]
    38        128          256    2.1%               C[i][j] = acc
per function:
  matmul                         5001 reads        11989 cost  100.0%
depths:
           1..1                1112 reads         1112 cost
           2..3                 671 reads         1342 cost
           4..7                2879 reads         8502 cost
           8..15                337 reads         1025 cost
          16..31                  2 reads            8 cost

== measured call 26 · <lambda>() at line 40 · cost 28528 · 11902 reads · peak live 90 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43       2560         7047   24.7%*      if C[i][j] is None:
    44        128          256    0.9%           C[i][j] = product
    45                                       else:
    46       2688         5823   20.4%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         28           53    0.2%       C = [[None] * n for _ in range(n)]
    54          8           24    0.1%       for i0 in range(0, n, tile):
    55         16           48    0.2%           for j0 in range(0, n, tile):
    56         32           96    0.3%               for k0 in range(0, n, tile):
    57        136          331    1.2%                   for i in range(i0, min(i0 + tile, n)):
    58        544         1197    4.2%                       for j in range(j0, min(j0 + tile, n)):
    59       2176         4811   16.9%*                          for k in range(k0, min(k0 + tile, n)):
    60       3584         8839   31.0%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                   6525 reads        15400 cost   54.0%
  _accumulate                    5376 reads        13126 cost   46.0%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1                1897 reads         1897 cost
           2..3                2615 reads         5230 cost
           4..7                5304 reads        14003 cost
           8..15               1975 reads         6777 cost
          16..31                109 reads          608 cost
          32..63                  2 reads           13 cost

== measured call 27 · matmul_recursive() at line 41 · cost 68456 · 27340 reads · peak live 101 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43       2560         8566   12.5%*      if C[i][j] is None:
    44        128          256    0.4%           C[i][j] = product
    45                                       else:
    46       2688         5823    8.5%           C[i][j] = C[i][j] + product
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
    68         28           53    0.1%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71       1755         4240    6.2%           if size <= leaf:
    72       4096         7677   11.2%*              for i in range(i0, i0 + size):
    73       4096         7679   11.2%*                  for j in range(j0, j0 + size):
    74       4096         8211   12.0%*                      for k in range(k0, k0 + size):
    75       3584        11255   16.4%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77        146          482    0.7%           h = size // 2
    78        219          620    0.9%           for di in (0, h):
    79        438         1252    1.8%               for dj in (0, h):
    80       1460         5305    7.7%                   rec(i0 + di, j0 + dj, k0, h)
    81       2044         7034   10.3%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                           21934 reads        53755 cost   78.5%
  _accumulate                    5376 reads        14645 cost   21.4%
  matmul_recursive                 30 reads           56 cost    0.1%
depths:
           1..1                6186 reads         6186 cost
           2..3                7493 reads        14986 cost
           4..7                6421 reads        17717 cost
           8..15               4926 reads        18484 cost
          16..31               2243 reads        10592 cost
          32..63                 71 reads          491 cost

== measured call 28 · matmul() at line 39 · cost 92728 · 38281 reads · peak live 283 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32         52          101    0.1%       C = [[None] * n for _ in range(n)]
    33         20           86    0.1%       for i in range(n):
    34        320          878    0.9%           for j in range(n):
    35       1536         3586    3.9%               acc = A[i][0] * B[0][j]
    36       5120        14092   15.2%*              for k in range(1, n):
    37      30720        72960   78.7%*                  acc = acc + A[i][k] * B[k][j]
    38        512         1024    1.1%               C[i][j] = acc
per function:
  matmul                        38281 reads        92728 cost  100.0%
depths:
           1..1                8488 reads         8488 cost
           2..3                4663 reads         9326 cost
           4..7               23807 reads        70894 cost
           8..15               1305 reads         3930 cost
          16..31                 18 reads           90 cost

== measured call 29 · <lambda>() at line 40 · cost 230206 · 95816 reads · peak live 291 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43      20480        56863   24.7%*      if C[i][j] is None:
    44        512         1024    0.4%           C[i][j] = product
    45                                       else:
    46      23040        49919   21.7%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53         52          101    0.0%       C = [[None] * n for _ in range(n)]
    54         10           48    0.0%       for i0 in range(0, n, tile):
    55         40          138    0.1%           for j0 in range(0, n, tile):
    56        160          552    0.2%               for k0 in range(0, n, tile):
    57       1088         2719    1.2%                   for i in range(i0, min(i0 + tile, n)):
    58       4352         9627    4.2%                       for j in range(j0, min(j0 + tile, n)):
    59      17408        38511   16.7%*                          for k in range(k0, min(k0 + tile, n)):
    60      28672        70701   30.7%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                  51783 reads       122398 cost   53.2%
  _accumulate                   44032 reads       107806 cost   46.8%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1               15043 reads        15043 cost
           2..3               20731 reads        41462 cost
           4..7               43072 reads       113245 cost
           8..15              15874 reads        54265 cost
          16..31               1087 reads         6125 cost
          32..63                  5 reads           30 cost
          64..127                 4 reads           36 cost

== measured call 30 · matmul_recursive() at line 41 · cost 553687 · 219620 reads · peak live 307 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43      20480        70021   12.6%*      if C[i][j] is None:
    44        512         1024    0.2%           C[i][j] = product
    45                                       else:
    46      23040        49919    9.0%           C[i][j] = C[i][j] + product
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
    68         52          101    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71      14043        33937    6.1%           if size <= leaf:
    72      32768        61437   11.1%*              for i in range(i0, i0 + size):
    73      32768        61439   11.1%*                  for j in range(j0, j0 + size):
    74      32768        66055   11.9%*                      for k in range(k0, k0 + size):
    75      28672        90471   16.3%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       1170         3938    0.7%           h = size // 2
    78       1755         5086    0.9%           for di in (0, h):
    79       3510        10092    1.8%               for dj in (0, h):
    80      11700        42935    7.8%                   rec(i0 + di, j0 + dj, k0, h)
    81      16380        57229   10.3%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                          175534 reads       432619 cost   78.1%
  _accumulate                   44032 reads       120964 cost   21.8%
  matmul_recursive                 54 reads          104 cost    0.0%
depths:
           1..1               49450 reads        49450 cost
           2..3               59541 reads       119082 cost
           4..7               52117 reads       143277 cost
           8..15              38665 reads       145352 cost
          16..31              19030 reads        90011 cost
          32..63                548 reads         3832 cost
          64..127               267 reads         2659 cost
         128..255                 2 reads           24 cost

== measured call 31 · matmul() at line 39 · cost 730795 · 300297 reads · peak live 1067 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    31          1            1    0.0%       n = len(A)
    32        100          197    0.0%       C = [[None] * n for _ in range(n)]
    33         36          229    0.0%       for i in range(n):
    34       1152         3294    0.5%           for j in range(n):
    35       6144        14342    2.0%               acc = A[i][0] * B[0][j]
    36      36864       105500   14.4%*              for k in range(1, n):
    37     253952       603136   82.5%*                  acc = acc + A[i][k] * B[k][j]
    38       2048         4096    0.6%               C[i][j] = acc
per function:
  matmul                       300297 reads       730795 cost  100.0%
depths:
           1..1               66632 reads        66632 cost
           2..3               34919 reads        69838 cost
           4..7              193535 reads       578526 cost
           8..15               5177 reads        15562 cost
          32..63                 34 reads          237 cost

== measured call 32 · <lambda>() at line 40 · cost 1850548 · 769636 reads · peak live 1075 ==
  line      reads         cost       %   source
-- linalg.dmd
    40          1            2    0.0%       tiled = bytedmd(lambda A, B: matmul_tiled(A, B, TILE), (A, B))
-- stdlib/linalg.dmd
    43     163840       456835   24.7%*      if C[i][j] is None:
    44       2048         4096    0.2%           C[i][j] = product
    45                                       else:
    46     190464       412671   22.3%*          C[i][j] = C[i][j] + product
    47                                   
    48                                   
    49                                   def matmul_tiled(A, B, tile):
    50                                       """Blocked i-j-k order: C[I][J] += A[I][K] B[K][J] over tile x tile
    51                                       blocks, so each block of A and B is reused while it is near the top."""
    52          1            1    0.0%       n = len(A)
    53        100          197    0.0%       C = [[None] * n for _ in range(n)]
    54         14          110    0.0%       for i0 in range(0, n, tile):
    55        112          438    0.0%           for j0 in range(0, n, tile):
    56        896         3504    0.2%               for k0 in range(0, n, tile):
    57       8704        21919    1.2%                   for i in range(i0, min(i0 + tile, n)):
    58      34816        77175    4.2%                       for j in range(j0, min(j0 + tile, n)):
    59     139264       308159   16.7%*                          for k in range(k0, min(k0 + tile, n)):
    60     229376       565441   30.6%*                              _accumulate(C, i, j, A[i][k] * B[k][j])
per function:
  matmul_tiled                 413283 reads       976944 cost   52.8%
  _accumulate                  356352 reads       873602 cost   47.2%
  <module>                          1 reads            2 cost    0.0%
depths:
           1..1              120031 reads       120031 cost
           2..3              165515 reads       331030 cost
           4..7              347328 reads       911321 cost
           8..15             127242 reads       434153 cost
          16..31               9506 reads        53872 cost
          32..63                  6 reads           45 cost
         128..255                 8 reads           96 cost

== measured call 33 · matmul_recursive() at line 41 · cost 4459756 · 1760788 reads · peak live 1097 ==
  line      reads         cost       %   source
-- stdlib/linalg.dmd
    43     163840       574227   12.9%*      if C[i][j] is None:
    44       2048         4096    0.1%           C[i][j] = product
    45                                       else:
    46     190464       412671    9.3%           C[i][j] = C[i][j] + product
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
    68        100          197    0.0%       C = [[None] * n for _ in range(n)]
    69                                   
    70                                       def rec(i0, j0, k0, size):
    71     112347       271507    6.1%           if size <= leaf:
    72     262144       491517   11.0%*              for i in range(i0, i0 + size):
    73     262144       491519   11.0%*                  for j in range(j0, j0 + size):
    74     262144       529951   11.9%*                      for k in range(k0, k0 + size):
    75     229376       725078   16.3%*                          _accumulate(C, i, j, A[i][k] * B[k][j])
    76                                               return
    77       9362        31586    0.7%           h = size // 2
    78      14043        41076    0.9%           for di in (0, h):
    79      28086        80820    1.8%               for dj in (0, h):
    80      93620       344735    7.7%                   rec(i0 + di, j0 + dj, k0, h)
    81     131068       460773   10.3%*                  rec(i0 + di, j0 + dj, k0 + h, h)
    82                                   
    83          1            2    0.0%       rec(0, 0, 0, n)
per function:
  rec                         1404334 reads      3468562 cost   77.8%
  _accumulate                  356352 reads       990994 cost   22.2%
  matmul_recursive                102 reads          200 cost    0.0%
depths:
           1..1              395562 reads       395562 cost
           2..3              475317 reads       950634 cost
           4..7              419973 reads      1152365 cost
           8..15             306389 reads      1152664 cost
          16..31             155625 reads       735234 cost
          32..63               4604 reads        31995 cost
          64..127              2265 reads        22445 cost
         128..255                16 reads          192 cost
         256..511              1035 reads        18619 cost
         512..1023                2 reads           46 cost
