dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 299 · 139 reads · peak live 49 ==
  line      reads         cost       %   source
-- example.dmd
     2          2            2    0.7%   from bytedmd import bytedmd, traced_eval
     3                                   
     4                                   
     5                                   def dot(a, b):
     6         12           25    8.4%       s = a[0] * b[0]
     7         24           42   14.0%*      for i in range(1, len(a)):
     8         32           65   21.7%*          s = s + a[i] * b[i]
     9                                       return s
    10                                   
    11                                   
    12         53          119   39.8%*  print(traced_eval(dot, ([1, 2, 3], [4, 5, 6])))
    13         16           46   15.4%*  print("cost:", bytedmd(dot, ([1, 2, 3], [4, 5, 6])))
per function:
  <module>                         71 reads          167 cost   55.9%
  dot                              68 reads          132 cost   44.1%
depths:
           1..1                  35 reads           35 cost
           2..3                  62 reads          124 cost
           4..7                  20 reads           53 cost
           8..15                 17 reads           61 cost
          16..31                  4 reads           19 cost
          32..63                  1 reads            7 cost

== measured call 1 · dot() at line 12 · cost 64 · 34 reads · peak live 11 ==
  line      reads         cost       %   source
-- example.dmd
     6          6           12   18.8%*      s = a[0] * b[0]
     7         12           21   32.8%*      for i in range(1, len(a)):
     8         16           31   48.4%*          s = s + a[i] * b[i]
per function:
  dot                              34 reads           64 cost  100.0%
depths:
           1..1                  13 reads           13 cost
           2..3                   7 reads           14 cost
           4..7                  14 reads           37 cost

== measured call 2 · dot() at line 13 · cost 64 · 34 reads · peak live 11 ==
  line      reads         cost       %   source
-- example.dmd
     6          6           12   18.8%*      s = a[0] * b[0]
     7         12           21   32.8%*      for i in range(1, len(a)):
     8         16           31   48.4%*          s = s + a[i] * b[i]
per function:
  dot                              34 reads           64 cost  100.0%
depths:
           1..1                  13 reads           13 cost
           2..3                   7 reads           14 cost
           4..7                  14 reads           37 cost
