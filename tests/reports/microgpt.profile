dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 8406 · 2787 reads · peak live 225 ==
  line      reads         cost       %   source
-- microgpt.dmd
    18          2            3    0.0%   HEAD_DIM = EMBD // HEADS
    19                                   SEED = 42
    20                                   INIT_STD = 0.08
    21                                   
    22                                   
    23                                   def linear(x, w):
    24       1664         5973   71.1%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        120          283    3.4%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29         18           46    0.5%       scale = mean_square ** -0.5
    30         48          117    1.4%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34                                       q = linear(x, wq)
    35                                       k = linear(x, wk)
    36                                       v = linear(x, wv)
    37                                       heads = []
    38          2           19    0.2%       for h in range(HEADS):
    39          8           36    0.4%           lo = h * HEAD_DIM
    40         16           28    0.3%           q_h = q[lo:lo + HEAD_DIM]
    41         16           28    0.3%           k_h = k[lo:lo + HEAD_DIM]
    42         16           24    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         68          135    1.6%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46                                           heads.extend(v_h)
    47                                       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51                                       hidden = linear(x, fc1)
    52        128          324    3.9%       hidden = [h * (h > 0) for h in hidden]
    53                                       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         20           68    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59                                       x = rmsnorm(x)
    60                                       residual = x
    61                                       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         16           42    0.5%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64                                       x = mlp(rmsnorm(x), fc1, fc2)
    65         16           40    0.5%       x = [a + b for a, b in zip(x, residual)]
    66                                       return linear(x, lm_head)
    67                                   
    68                                   
    69                                   def ones(rows, cols):
    70         57           62    0.7%       return [[1.0] * cols for _ in range(rows)]
    71                                   
    72                                   
    73          4            4    0.0%   weights = (ones(VOCAB, EMBD), ones(CONTEXT, EMBD), ones(VOCAB, EMBD),
    74                                              ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD),
    75                                              ones(4 * EMBD, EMBD), ones(EMBD, 4 * EMBD))
    76                                   cost = bytedmd(forward, weights)
    77          3           31    0.4%   print(f"microGPT, 1 layer, embd {EMBD}, {HEADS} heads: single-token forward")
    78          5            8    0.1%   print(f"logits {forward(*weights)}")
    79          1            1    0.0%   print(f"ByteDMD cost {cost}")
    80                                   
    81                                   
    82          1            3    0.0%   rng = random.Random(SEED)
    83                                   
    84                                   
    85                                   def randn(rows, cols):
    86        537         1064   12.7%*      return [[rng.gauss(0.0, INIT_STD) for _ in range(cols)] for _ in range(rows)]
    87                                   
    88                                   
    89          4            8    0.1%   random_weights = (randn(VOCAB, EMBD), randn(CONTEXT, EMBD), randn(VOCAB, EMBD),
    90                                                     randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD),
    91                                                     randn(4 * EMBD, EMBD), randn(EMBD, 4 * EMBD))
    92                                   cost = bytedmd(forward, random_weights)
    93          3           31    0.4%   print(f"seeded random weights (seed {SEED}, std {INIT_STD}): same forward pass")
    94         13           27    0.3%   print(f"logits {[round(v, 6) for v in forward(*random_weights)]}")
    95          1            1    0.0%   print(f"ByteDMD cost {cost}")
per function:
  linear                         1664 reads         5973 cost   71.1%
  randn                           537 reads         1064 cost   12.7%
  rmsnorm                         186 reads          446 cost    5.3%
  mlp                             128 reads          324 cost    3.9%
  attention                       126 reads          270 cost    3.2%
  forward                          52 reads          150 cost    1.8%
  <module>                         37 reads          117 cost    1.4%
  ones                             57 reads           62 cost    0.7%
depths:
           1..1                 631 reads          631 cost
           2..3                1129 reads         2258 cost
           4..7                 391 reads         1142 cost
           8..15                 82 reads          287 cost
          16..31                164 reads          820 cost
          32..63                216 reads         1558 cost
          64..127               163 reads         1548 cost
         128..255                11 reads          162 cost

== measured call 1 · forward() at line 76 · cost 3521 · 1078 reads · peak live 220 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24        832         2953   83.9%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         60          128    3.6%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.5%       scale = mean_square ** -0.5
    30         24           58    1.6%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34                                       q = linear(x, wq)
    35                                       k = linear(x, wk)
    36                                       v = linear(x, wv)
    37                                       heads = []
    38          1           14    0.4%       for h in range(HEADS):
    39          4           18    0.5%           lo = h * HEAD_DIM
    40          8           14    0.4%           q_h = q[lo:lo + HEAD_DIM]
    41          8           14    0.4%           k_h = k[lo:lo + HEAD_DIM]
    42          8           12    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         34           66    1.9%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46                                           heads.extend(v_h)
    47                                       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51                                       hidden = linear(x, fc1)
    52         64          162    4.6%       hidden = [h * (h > 0) for h in hidden]
    53                                       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         10           26    0.7%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59                                       x = rmsnorm(x)
    60                                       residual = x
    61                                       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64                                       x = mlp(rmsnorm(x), fc1, fc2)
    65          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
per function:
  linear                          832 reads         2953 cost   83.9%
  rmsnorm                          93 reads          202 cost    5.7%
  mlp                              64 reads          162 cost    4.6%
  attention                        63 reads          138 cost    3.9%
  forward                          26 reads           66 cost    1.9%
depths:
           1..1                 277 reads          277 cost
           2..3                 297 reads          594 cost
           4..7                 197 reads          577 cost
           8..15                 38 reads          133 cost
          16..31                 80 reads          402 cost
          32..63                112 reads          804 cost
          64..127                75 reads          706 cost
         128..255                 2 reads           28 cost

== measured call 2 · forward() at line 92 · cost 3521 · 1078 reads · peak live 220 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24        832         2953   83.9%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         60          128    3.6%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.5%       scale = mean_square ** -0.5
    30         24           58    1.6%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34                                       q = linear(x, wq)
    35                                       k = linear(x, wk)
    36                                       v = linear(x, wv)
    37                                       heads = []
    38          1           14    0.4%       for h in range(HEADS):
    39          4           18    0.5%           lo = h * HEAD_DIM
    40          8           14    0.4%           q_h = q[lo:lo + HEAD_DIM]
    41          8           14    0.4%           k_h = k[lo:lo + HEAD_DIM]
    42          8           12    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         34           66    1.9%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46                                           heads.extend(v_h)
    47                                       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51                                       hidden = linear(x, fc1)
    52         64          162    4.6%       hidden = [h * (h > 0) for h in hidden]
    53                                       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         10           26    0.7%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59                                       x = rmsnorm(x)
    60                                       residual = x
    61                                       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64                                       x = mlp(rmsnorm(x), fc1, fc2)
    65          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
per function:
  linear                          832 reads         2953 cost   83.9%
  rmsnorm                          93 reads          202 cost    5.7%
  mlp                              64 reads          162 cost    4.6%
  attention                        63 reads          138 cost    3.9%
  forward                          26 reads           66 cost    1.9%
depths:
           1..1                 277 reads          277 cost
           2..3                 297 reads          594 cost
           4..7                 197 reads          577 cost
           8..15                 38 reads          133 cost
          16..31                 80 reads          402 cost
          32..63                112 reads          804 cost
          64..127                75 reads          706 cost
         128..255                 2 reads           28 cost
