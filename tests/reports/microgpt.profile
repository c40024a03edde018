dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 27891 · 7891 reads · peak live 306 ==
  line      reads         cost       %   source
-- microgpt.dmd
    18          2            3    0.0%   HEAD_DIM = EMBD // HEADS
    19                                   SEED = 42
    20                                   INIT_STD = 0.08
    21                                   
    22                                   
    23                                   def linear(x, w):
    24       5340        21179   75.9%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        312          689    2.5%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29         36           85    0.3%       scale = mean_square ** -0.5
    30        156          370    1.3%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          4           38    0.1%       q = linear(x, wq)
    35          4           19    0.1%       k = linear(x, wk)
    36          4           19    0.1%       v = linear(x, wv)
    37                                       heads = []
    38         16           73    0.3%       for h in range(HEADS):
    39         16           68    0.2%           lo = h * HEAD_DIM
    40         40           91    0.3%           q_h = q[lo:lo + HEAD_DIM]
    41         40           87    0.3%           k_h = k[lo:lo + HEAD_DIM]
    42         40           76    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45        160          406    1.5%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46          8           16    0.1%           heads.extend(v_h)
    47          4           17    0.1%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          4           19    0.1%       hidden = linear(x, fc1)
    52        324          856    3.1%       hidden = [h * (h > 0) for h in hidden]
    53          4           26    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         76          507    1.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          4           46    0.2%       x = rmsnorm(x)
    60                                       residual = x
    61          8           65    0.2%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         68          234    0.8%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          8           70    0.3%       x = mlp(rmsnorm(x), fc1, fc2)
    65         68          254    0.9%       x = [a + b for a, b in zip(x, residual)]
    66          4           19    0.1%       return linear(x, lm_head)
    67                                   
    68                                   
    69                                   def ones(rows, cols):
    70        162          316    1.1%       return [[1.0] * cols for _ in range(rows)]
    71                                   
    72                                   
    73         13           33    0.1%   weights = (ones(VOCAB, EMBD), ones(CONTEXT, EMBD), ones(VOCAB, EMBD),
    74                                              ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD),
    75                                              ones(4 * EMBD, EMBD), ones(EMBD, 4 * EMBD))
    76          2            9    0.0%   cost = bytedmd(forward, weights)
    77          9           31    0.1%   print(f"microGPT, 1 layer, embd {EMBD}, {HEADS} heads: single-token forward")
    78         12           35    0.1%   print(f"logits {forward(*weights)}")
    79          4            9    0.0%   print(f"ByteDMD cost {cost}")
    80                                   
    81                                   
    82          1            4    0.0%   rng = random.Random(SEED)
    83                                   
    84                                   
    85                                   def randn(rows, cols):
    86        882         1904    6.8%       return [[rng.gauss(0.0, INIT_STD) for _ in range(cols)] for _ in range(rows)]
    87                                   
    88                                   
    89         13           55    0.2%   random_weights = (randn(VOCAB, EMBD), randn(CONTEXT, EMBD), randn(VOCAB, EMBD),
    90                                                     randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD),
    91                                                     randn(4 * EMBD, EMBD), randn(EMBD, 4 * EMBD))
    92          2           18    0.1%   cost = bytedmd(forward, random_weights)
    93         10           53    0.2%   print(f"seeded random weights (seed {SEED}, std {INIT_STD}): same forward pass")
    94         27           86    0.3%   print(f"logits {[round(v, 6) for v in forward(*random_weights)]}")
    95          4            6    0.0%   print(f"ByteDMD cost {cost}")
per function:
  linear                         5340 reads        21179 cost   75.9%
  randn                           882 reads         1904 cost    6.8%
  forward                         236 reads         1195 cost    4.3%
  rmsnorm                         504 reads         1144 cost    4.1%
  attention                       336 reads          910 cost    3.3%
  mlp                             332 reads          901 cost    3.2%
  <module>                         99 reads          342 cost    1.2%
  ones                            162 reads          316 cost    1.1%
depths:
           1..1                1194 reads         1194 cost
           2..3                 839 reads         1678 cost
           4..7                3765 reads         9956 cost
           8..15               1007 reads         3572 cost
          16..31                336 reads         1698 cost
          32..63                145 reads         1028 cost
          64..127               149 reads         1430 cost
         128..255               148 reads         2097 cost
         256..511               308 reads         5238 cost

== measured call 1 · forward() at line 76 · cost 4701 · 1687 reads · peak live 65 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       1335         3864   82.2%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         78          164    3.5%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.3%       scale = mean_square ** -0.5
    30         39           92    2.0%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          1            8    0.2%       q = linear(x, wq)
    35          1            4    0.1%       k = linear(x, wk)
    36          1            4    0.1%       v = linear(x, wv)
    37                                       heads = []
    38          4           14    0.3%       for h in range(HEADS):
    39          4           12    0.3%           lo = h * HEAD_DIM
    40         10           22    0.5%           q_h = q[lo:lo + HEAD_DIM]
    41         10           21    0.4%           k_h = k[lo:lo + HEAD_DIM]
    42         10           19    0.4%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         40           90    1.9%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46          2            4    0.1%           heads.extend(v_h)
    47          1            3    0.1%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          1            4    0.1%       hidden = linear(x, fc1)
    52         81          196    4.2%       hidden = [h * (h > 0) for h in hidden]
    53          1            5    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         19           36    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          1            8    0.2%       x = rmsnorm(x)
    60                                       residual = x
    61          2           11    0.2%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         17           45    1.0%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          2           11    0.2%       x = mlp(rmsnorm(x), fc1, fc2)
    65         17           45    1.0%       x = [a + b for a, b in zip(x, residual)]
    66          1            3    0.1%       return linear(x, lm_head)
per function:
  linear                         1335 reads         3864 cost   82.2%
  rmsnorm                         126 reads          272 cost    5.8%
  mlp                              83 reads          205 cost    4.4%
  attention                        84 reads          201 cost    4.3%
  forward                          59 reads          159 cost    3.4%
depths:
           1..1                 277 reads          277 cost
           2..3                 153 reads          306 cost
           4..7                 892 reads         2555 cost
           8..15                232 reads          852 cost
          16..31                112 reads          573 cost
          32..63                 21 reads          138 cost

== measured call 2 · forward() at line 92 · cost 5199 · 1687 reads · peak live 271 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       1335         4310   82.9%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         78          164    3.2%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.3%       scale = mean_square ** -0.5
    30         39           92    1.8%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          1           17    0.3%       q = linear(x, wq)
    35          1            4    0.1%       k = linear(x, wk)
    36          1            4    0.1%       v = linear(x, wv)
    37                                       heads = []
    38          4           21    0.4%       for h in range(HEADS):
    39          4           19    0.4%           lo = h * HEAD_DIM
    40         10           21    0.4%           q_h = q[lo:lo + HEAD_DIM]
    41         10           21    0.4%           k_h = k[lo:lo + HEAD_DIM]
    42         10           19    0.4%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         40           89    1.7%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46          2            4    0.1%           heads.extend(v_h)
    47          1            3    0.1%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          1            4    0.1%       hidden = linear(x, fc1)
    52         81          196    3.8%       hidden = [h * (h > 0) for h in hidden]
    53          1            5    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         19           44    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          1           17    0.3%       x = rmsnorm(x)
    60                                       residual = x
    61          2           20    0.4%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         17           45    0.9%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          2           17    0.3%       x = mlp(rmsnorm(x), fc1, fc2)
    65         17           44    0.8%       x = [a + b for a, b in zip(x, residual)]
    66          1            3    0.1%       return linear(x, lm_head)
per function:
  linear                         1335 reads         4310 cost   82.9%
  rmsnorm                         126 reads          272 cost    5.2%
  attention                        84 reads          222 cost    4.3%
  mlp                              83 reads          205 cost    3.9%
  forward                          59 reads          190 cost    3.7%
depths:
           1..1                 277 reads          277 cost
           2..3                 210 reads          420 cost
           4..7                 677 reads         1658 cost
           8..15                202 reads          662 cost
          16..31                 81 reads          402 cost
          32..63                234 reads         1685 cost
         128..255                 3 reads           44 cost
         256..511                 3 reads           51 cost
