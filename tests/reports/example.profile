dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 288 · 139 reads · peak live 49 ==
  line      reads         cost       %   source
-- example.dmd
     2          2            2    0.7%   from bytedmd import bytedmd, traced_eval
     3                                   
     4                                   
     5                                   def dot(a, b):
     6         12           25    8.7%       s = a[0] * b[0]
     7         24           38   13.2%*      for i in range(1, len(a)):
     8         32           65   22.6%*          s = s + a[i] * b[i]
     9                                       return s
    10                                   
    11                                   
    12         53          112   38.9%*  print(traced_eval(dot, ([1, 2, 3], [4, 5, 6])))
    13         16           46   16.0%*  print("cost:", bytedmd(dot, ([1, 2, 3], [4, 5, 6])))
per function:
  <module>                         71 reads          160 cost   55.6%
  dot                              68 reads          128 cost   44.4%
depths:
           1..1                  38 reads           38 cost
           2..3                  62 reads          124 cost
           4..7                  19 reads           50 cost
           8..15                 16 reads           58 cost
          16..31                  4 reads           18 cost

== measured call 1 · dot() at line 12 · cost 62 · 34 reads · peak live 11 ==
  line      reads         cost       %   source
-- example.dmd
     6          6           12   19.4%*      s = a[0] * b[0]
     7         12           19   30.6%*      for i in range(1, len(a)):
     8         16           31   50.0%*          s = s + a[i] * b[i]
per function:
  dot                              34 reads           62 cost  100.0%
depths:
           1..1                  14 reads           14 cost
           2..3                   7 reads           14 cost
           4..7                  13 reads           34 cost

== measured call 2 · dot() at line 13 · cost 62 · 34 reads · peak live 11 ==
  line      reads         cost       %   source
-- example.dmd
     6          6           12   19.4%*      s = a[0] * b[0]
     7         12           19   30.6%*      for i in range(1, len(a)):
     8         16           31   50.0%*          s = s + a[i] * b[i]
per function:
  dot                              34 reads           62 cost  100.0%
depths:
           1..1                  14 reads           14 cost
           2..3                   7 reads           14 cost
           4..7                  13 reads           34 cost
