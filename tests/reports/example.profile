dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 116 · 75 reads · peak live 32 ==
  line      reads         cost       %   source
-- example.dmd
     6          8           15   12.9%*      s = a[0] * b[0]
     7         12           20   17.2%*      for i in range(1, len(a)):
     8         24           45   38.8%*          s = s + a[i] * b[i]
     9                                       return s
    10                                   
    11                                   
    12         27           29   25.0%*  print(traced_eval(dot, ([1, 2, 3], [4, 5, 6])))
    13          4            7    6.0%   print("cost:", bytedmd(dot, ([1, 2, 3], [4, 5, 6])))
per function:
  dot                              44 reads           80 cost   69.0%
  <module>                         31 reads           36 cost   31.0%
depths:
           1..1                  49 reads           49 cost
           2..3                   7 reads           14 cost
           4..7                  11 reads           29 cost
           8..15                  8 reads           24 cost

== measured call 1 · dot() at line 12 · cost 36 · 22 reads · peak live 8 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   19.4%*      s = a[0] * b[0]
     7          6           10   27.8%*      for i in range(1, len(a)):
     8         12           19   52.8%*          s = s + a[i] * b[i]
per function:
  dot                              22 reads           36 cost  100.0%
depths:
           1..1                  10 reads           10 cost
           2..3                   9 reads           18 cost
           4..7                   3 reads            8 cost

== measured call 2 · dot() at line 13 · cost 36 · 22 reads · peak live 8 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   19.4%*      s = a[0] * b[0]
     7          6           10   27.8%*      for i in range(1, len(a)):
     8         12           19   52.8%*          s = s + a[i] * b[i]
per function:
  dot                              22 reads           36 cost  100.0%
depths:
           1..1                  10 reads           10 cost
           2..3                   9 reads           18 cost
           4..7                   3 reads            8 cost
