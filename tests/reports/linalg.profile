dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 166 · 161 reads · peak live 4 ==
  line      reads         cost       %   source
-- linalg.dmd
    46        110          110   66.3%*      return [[1.0] * cols for _ in range(rows)]
    47                                   
    48                                   
    49          1            1    0.6%   print(" n  matvec  vecmat")
    50          2            4    2.4%   for n in range(2, 9):
    51                                       A = ones(n, n)
    52          7            7    4.2%       x = [1.0] * n
    53         28           28   16.9%*      print(f"{n:2d} {bytedmd(matvec, (A, x)):7d} {bytedmd(vecmat, (A, x)):7d}")
    54                                   
    55                                   print()
    56          1            1    0.6%   print(" n     matmul")
    57                                   for n in [2, 4, 8, 16]:
    58         12           15    9.0%       print(f"{n:2d} {bytedmd(matmul, (ones(n, n), ones(n, n))):10d}")
per function:
  ones                            110 reads          110 cost   66.3%
  <module>                         51 reads           56 cost   33.7%
depths:
           1..1                 156 reads          156 cost
           2..3                   4 reads            8 cost
           4..7                   1 reads            2 cost

== measured call 1 · matvec() at line 53 · cost 66 · 32 reads · peak live 11 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    1.5%       y = [None] * n
    14          1            1    1.5%       for i in range(n):
    15         10           20   30.3%*          acc = A[i][0] * x[0]
    16          4           10   15.2%*          for j in range(1, n):
    17         14           30   45.5%*              acc = acc + A[i][j] * x[j]
    18          2            4    6.1%           y[i] = acc
per function:
  matvec                           32 reads           66 cost  100.0%
depths:
           1..1                  12 reads           12 cost
           2..3                   6 reads           12 cost
           4..7                  10 reads           29 cost
           8..15                  4 reads           13 cost

== measured call 2 · vecmat() at line 53 · cost 65 · 32 reads · peak live 11 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    1.5%       y = [None] * n
    25          1            1    1.5%       for j in range(n):
    26         10           21   32.3%*          acc = x[0] * A[0][j]
    27          4           10   15.4%*          for i in range(1, n):
    28         14           28   43.1%*              acc = acc + x[i] * A[i][j]
    29          2            4    6.2%           y[j] = acc
per function:
  vecmat                           32 reads           65 cost  100.0%
depths:
           1..1                  13 reads           13 cost
           2..3                   5 reads           10 cost
           4..7                  10 reads           29 cost
           8..15                  4 reads           13 cost

== measured call 3 · matvec() at line 53 · cost 152 · 68 reads · peak live 17 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.7%       y = [None] * n
    14          1            1    0.7%       for i in range(n):
    15         15           35   23.0%*          acc = A[i][0] * x[0]
    16          6           16   10.5%*          for j in range(1, n):
    17         42           93   61.2%*              acc = acc + A[i][j] * x[j]
    18          3            6    3.9%           y[i] = acc
per function:
  matvec                           68 reads          152 cost  100.0%
depths:
           1..1                  22 reads           22 cost
           2..3                  13 reads           26 cost
           4..7                  15 reads           40 cost
           8..15                 17 reads           60 cost
          16..31                  1 reads            4 cost

== measured call 4 · vecmat() at line 53 · cost 148 · 68 reads · peak live 17 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.7%       y = [None] * n
    25          1            1    0.7%       for j in range(n):
    26         15           37   25.0%*          acc = x[0] * A[0][j]
    27          6           16   10.8%*          for i in range(1, n):
    28         42           87   58.8%*              acc = acc + x[i] * A[i][j]
    29          3            6    4.1%           y[j] = acc
per function:
  vecmat                           68 reads          148 cost  100.0%
depths:
           1..1                  26 reads           26 cost
           2..3                  11 reads           22 cost
           4..7                  13 reads           36 cost
           8..15                 17 reads           60 cost
          16..31                  1 reads            4 cost

== measured call 5 · matvec() at line 53 · cost 290 · 118 reads · peak live 25 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.3%       y = [None] * n
    14          1            1    0.3%       for i in range(n):
    15         20           51   17.6%*          acc = A[i][0] * x[0]
    16          8           26    9.0%           for j in range(1, n):
    17         84          203   70.0%*              acc = acc + A[i][j] * x[j]
    18          4            8    2.8%           y[i] = acc
per function:
  matvec                          118 reads          290 cost  100.0%
depths:
           1..1                  36 reads           36 cost
           2..3                  22 reads           44 cost
           4..7                  24 reads           59 cost
           8..15                 20 reads           72 cost
          16..31                 16 reads           79 cost

== measured call 6 · vecmat() at line 53 · cost 276 · 118 reads · peak live 25 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.4%       y = [None] * n
    25          1            1    0.4%       for j in range(n):
    26         20           54   19.6%*          acc = x[0] * A[0][j]
    27          8           26    9.4%           for i in range(1, n):
    28         84          186   67.4%*              acc = acc + x[i] * A[i][j]
    29          4            8    2.9%           y[j] = acc
per function:
  vecmat                          118 reads          276 cost  100.0%
depths:
           1..1                  45 reads           45 cost
           2..3                  19 reads           38 cost
           4..7                  18 reads           47 cost
           8..15                 25 reads           92 cost
          16..31                 11 reads           54 cost

== measured call 7 · matvec() at line 53 · cost 477 · 182 reads · peak live 35 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.2%       y = [None] * n
    14          1            1    0.2%       for i in range(n):
    15         25           76   15.9%*          acc = A[i][0] * x[0]
    16         10           34    7.1%           for j in range(1, n):
    17        140          355   74.4%*              acc = acc + A[i][j] * x[j]
    18          5           10    2.1%           y[i] = acc
per function:
  matvec                          182 reads          477 cost  100.0%
depths:
           1..1                  54 reads           54 cost
           2..3                  33 reads           66 cost
           4..7                  37 reads           86 cost
           8..15                 32 reads          124 cost
          16..31                 22 reads          123 cost
          32..63                  4 reads           24 cost

== measured call 8 · vecmat() at line 53 · cost 450 · 182 reads · peak live 35 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.2%       y = [None] * n
    25          1            1    0.2%       for j in range(n):
    26         25           80   17.8%*          acc = x[0] * A[0][j]
    27         10           34    7.6%           for i in range(1, n):
    28        140          324   72.0%*              acc = acc + x[i] * A[i][j]
    29          5           10    2.2%           y[j] = acc
per function:
  vecmat                          182 reads          450 cost  100.0%
depths:
           1..1                  70 reads           70 cost
           2..3                  29 reads           58 cost
           4..7                  25 reads           62 cost
           8..15                 36 reads          140 cost
          16..31                 18 reads           96 cost
          32..63                  4 reads           24 cost

== measured call 9 · matvec() at line 53 · cost 709 · 260 reads · peak live 47 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.1%       y = [None] * n
    14          1            1    0.1%       for i in range(n):
    15         30           97   13.7%*          acc = A[i][0] * x[0]
    16         12           43    6.1%           for j in range(1, n):
    17        210          555   78.3%*              acc = acc + A[i][j] * x[j]
    18          6           12    1.7%           y[i] = acc
per function:
  matvec                          260 reads          709 cost  100.0%
depths:
           1..1                  76 reads           76 cost
           2..3                  46 reads           92 cost
           4..7                  55 reads          124 cost
           8..15                 45 reads          177 cost
          16..31                 14 reads           78 cost
          32..63                 24 reads          162 cost

== measured call 10 · vecmat() at line 53 · cost 663 · 260 reads · peak live 47 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.2%       y = [None] * n
    25          1            1    0.2%       for j in range(n):
    26         30          102   15.4%*          acc = x[0] * A[0][j]
    27         12           43    6.5%           for i in range(1, n):
    28        210          504   76.0%*              acc = acc + x[i] * A[i][j]
    29          6           12    1.8%           y[j] = acc
per function:
  vecmat                          260 reads          663 cost  100.0%
depths:
           1..1                 101 reads          101 cost
           2..3                  41 reads           82 cost
           4..7                  35 reads           84 cost
           8..15                 45 reads          177 cost
          16..31                 25 reads          132 cost
          32..63                 13 reads           87 cost

== measured call 11 · matvec() at line 53 · cost 995 · 352 reads · peak live 61 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.1%       y = [None] * n
    14          1            1    0.1%       for i in range(n):
    15         35          118   11.9%*          acc = A[i][0] * x[0]
    16         14           52    5.2%           for j in range(1, n):
    17        294          809   81.3%*              acc = acc + A[i][j] * x[j]
    18          7           14    1.4%           y[i] = acc
per function:
  matvec                          352 reads          995 cost  100.0%
depths:
           1..1                 102 reads          102 cost
           2..3                  61 reads          122 cost
           4..7                  77 reads          170 cost
           8..15                 59 reads          234 cost
          16..31                 12 reads           66 cost
          32..63                 41 reads          301 cost

== measured call 12 · vecmat() at line 53 · cost 918 · 352 reads · peak live 61 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.1%       y = [None] * n
    25          1            1    0.1%       for j in range(n):
    26         35          124   13.5%*          acc = x[0] * A[0][j]
    27         14           52    5.7%           for i in range(1, n):
    28        294          726   79.1%*              acc = acc + x[i] * A[i][j]
    29          7           14    1.5%           y[j] = acc
per function:
  vecmat                          352 reads          918 cost  100.0%
depths:
           1..1                 138 reads          138 cost
           2..3                  55 reads          110 cost
           4..7                  47 reads          110 cost
           8..15                 59 reads          234 cost
          16..31                 29 reads          154 cost
          32..63                 24 reads          172 cost

== measured call 13 · matvec() at line 53 · cost 1339 · 458 reads · peak live 77 ==
  line      reads         cost       %   source
-- linalg.dmd
    13          1            1    0.1%       y = [None] * n
    14          1            1    0.1%       for i in range(n):
    15         40          142   10.6%*          acc = A[i][0] * x[0]
    16         16           60    4.5%           for j in range(1, n):
    17        392         1119   83.6%*              acc = acc + A[i][j] * x[j]
    18          8           16    1.2%           y[i] = acc
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

== measured call 14 · vecmat() at line 53 · cost 1226 · 458 reads · peak live 77 ==
  line      reads         cost       %   source
-- linalg.dmd
    24          1            1    0.1%       y = [None] * n
    25          1            1    0.1%       for j in range(n):
    26         40          149   12.2%*          acc = x[0] * A[0][j]
    27         16           60    4.9%           for i in range(1, n):
    28        392          999   81.5%*              acc = acc + x[i] * A[i][j]
    29          8           16    1.3%           y[j] = acc
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

== measured call 15 · matmul() at line 58 · cost 190 · 78 reads · peak live 15 ==
  line      reads         cost       %   source
-- linalg.dmd
    35          3            3    1.6%       C = [[None] * n for _ in range(n)]
    36          1            1    0.5%       for i in range(n):
    37          2            4    2.1%           for j in range(n):
    38         24           61   32.1%*              acc = A[i][0] * B[0][j]
    39          8           24   12.6%*              for k in range(1, n):
    40         32           79   41.6%*                  acc = acc + A[i][k] * B[k][j]
    41          8           18    9.5%               C[i][j] = acc
per function:
  matmul                           78 reads          190 cost  100.0%
depths:
           1..1                  18 reads           18 cost
           2..3                  17 reads           34 cost
           4..7                  19 reads           51 cost
           8..15                 24 reads           87 cost

== measured call 16 · matmul() at line 58 · cost 1626 · 554 reads · peak live 41 ==
  line      reads         cost       %   source
-- linalg.dmd
    35          5            5    0.3%       C = [[None] * n for _ in range(n)]
    36          1            1    0.1%       for i in range(n):
    37          4           11    0.7%           for j in range(n):
    38         96          306   18.8%*              acc = A[i][0] * B[0][j]
    39         32          119    7.3%               for k in range(1, n):
    40        384         1102   67.8%*                  acc = acc + A[i][k] * B[k][j]
    41         32           82    5.0%               C[i][j] = acc
per function:
  matmul                          554 reads         1626 cost  100.0%
depths:
           1..1                 120 reads          120 cost
           2..3                  89 reads          178 cost
           4..7                 151 reads          426 cost
           8..15                117 reads          437 cost
          16..31                 50 reads          283 cost
          32..63                 27 reads          182 cost

== measured call 17 · matmul() at line 58 · cost 15273 · 4242 reads · peak live 141 ==
  line      reads         cost       %   source
-- linalg.dmd
    35          9            9    0.1%       C = [[None] * n for _ in range(n)]
    36          1            1    0.0%       for i in range(n):
    37          8           30    0.2%           for j in range(n):
    38        384         1621   10.6%*              acc = A[i][0] * B[0][j]
    39        128          599    3.9%               for k in range(1, n):
    40       3584        12659   82.9%*                  acc = acc + A[i][k] * B[k][j]
    41        128          354    2.3%               C[i][j] = acc
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

== measured call 18 · matmul() at line 58 · cost 162554 · 33314 reads · peak live 533 ==
  line      reads         cost       %   source
-- linalg.dmd
    35         17           17    0.0%       C = [[None] * n for _ in range(n)]
    36          1            1    0.0%       for i in range(n):
    37         16           77    0.0%           for j in range(n):
    38       1536         9621    5.9%               acc = A[i][0] * B[0][j]
    39        512         3424    2.1%               for k in range(1, n):
    40      30720       147940   91.0%*                  acc = acc + A[i][k] * B[k][j]
    41        512         1474    0.9%               C[i][j] = acc
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
