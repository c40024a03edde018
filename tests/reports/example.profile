dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 124 · 81 reads · peak live 34 ==
  line      reads         cost       %   source
-- example.dmd
     6          8           15   12.1%*      s = a[0] * b[0]
     7         16           26   21.0%*      for i in range(1, len(a)):
     8         24           45   36.3%*          s = s + a[i] * b[i]
     9                                       return s
    10                                   
    11                                   
    12         29           31   25.0%*  print(traced_eval(dot, ([1, 2, 3], [4, 5, 6])))
    13          4            7    5.6%   print("cost:", bytedmd(dot, ([1, 2, 3], [4, 5, 6])))
per function:
  dot                              48 reads           86 cost   69.4%
  <module>                         33 reads           38 cost   30.6%
depths:
           1..1                  53 reads           53 cost
           2..3                   9 reads           18 cost
           4..7                  11 reads           29 cost
           8..15                  8 reads           24 cost

== measured call 1 · dot() at line 12 · cost 39 · 24 reads · peak live 8 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   17.9%*      s = a[0] * b[0]
     7          8           13   33.3%*      for i in range(1, len(a)):
     8         12           19   48.7%*          s = s + a[i] * b[i]
per function:
  dot                              24 reads           39 cost  100.0%
depths:
           1..1                  11 reads           11 cost
           2..3                  10 reads           20 cost
           4..7                   3 reads            8 cost

== measured call 2 · dot() at line 13 · cost 39 · 24 reads · peak live 8 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   17.9%*      s = a[0] * b[0]
     7          8           13   33.3%*      for i in range(1, len(a)):
     8         12           19   48.7%*          s = s + a[i] * b[i]
per function:
  dot                              24 reads           39 cost  100.0%
depths:
           1..1                  11 reads           11 cost
           2..3                  10 reads           20 cost
           4..7                   3 reads            8 cost
