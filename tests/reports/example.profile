dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 2 · 2 reads · peak live 1 ==
  line      reads         cost       %   source
-- example.dmd
    12          1            1   50.0%*  print(traced_eval(dot, ([1, 2, 3], [4, 5, 6])))
    13          1            1   50.0%*  print("cost:", bytedmd(dot, ([1, 2, 3], [4, 5, 6])))
per function:
  <module>                          2 reads            2 cost  100.0%
depths:
           1..1                   2 reads            2 cost

== measured call 1 · dot() at line 12 · cost 29 · 18 reads · peak live 7 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   24.1%*      s = a[0] * b[0]
     7          2            3   10.3%*      for i in range(1, len(a)):
     8         12           19   65.5%*          s = s + a[i] * b[i]
per function:
  dot                              18 reads           29 cost  100.0%
depths:
           1..1                   9 reads            9 cost
           2..3                   7 reads           14 cost
           4..7                   2 reads            6 cost

== measured call 2 · dot() at line 13 · cost 29 · 18 reads · peak live 7 ==
  line      reads         cost       %   source
-- example.dmd
     6          4            7   24.1%*      s = a[0] * b[0]
     7          2            3   10.3%*      for i in range(1, len(a)):
     8         12           19   65.5%*          s = s + a[i] * b[i]
per function:
  dot                              18 reads           29 cost  100.0%
depths:
           1..1                   9 reads            9 cost
           2..3                   7 reads           14 cost
           4..7                   2 reads            6 cost
