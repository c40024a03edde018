dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 36394 · 10423 reads · peak live 308 ==
  line      reads         cost       %   source
-- microgpt.dmd
    18          2            3    0.0%   HEAD_DIM = EMBD // HEADS
    19                                   SEED = 42
    20                                   INIT_STD = 0.08
    21                                   
    22                                   
    23                                   def linear(x, w):
    24       7324        27675   76.0%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        372          857    2.4%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29         36           85    0.2%       scale = mean_square ** -0.5
    30        156          370    1.0%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          4           38    0.1%       q = linear(x, wq)
    35          4           19    0.1%       k = linear(x, wk)
    36          4           19    0.1%       v = linear(x, wv)
    37                                       heads = []
    38         24           85    0.2%       for h in range(HEADS):
    39         16           72    0.2%           lo = h * HEAD_DIM
    40         40           92    0.3%           q_h = q[lo:lo + HEAD_DIM]
    41         40           87    0.2%           k_h = k[lo:lo + HEAD_DIM]
    42         40           76    0.2%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45        200          486    1.3%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46         16           36    0.1%           heads.extend(v_h)
    47          4           17    0.0%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          4           19    0.1%       hidden = linear(x, fc1)
    52        324          856    2.4%       hidden = [h * (h > 0) for h in hidden]
    53          4           26    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         96          576    1.6%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          4           46    0.1%       x = rmsnorm(x)
    60                                       residual = x
    61          8           65    0.2%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         88          276    0.8%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          8           70    0.2%       x = mlp(rmsnorm(x), fc1, fc2)
    65         88          296    0.8%       x = [a + b for a, b in zip(x, residual)]
    66          4           19    0.1%       return linear(x, lm_head)
    67                                   
    68                                   
    69                                   def ones(rows, cols):
    70        180          343    0.9%       return [[1.0] * cols for _ in range(rows)]
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
    86       1236         3436    9.4%       return [[rng.gauss(0.0, INIT_STD) for _ in range(cols)] for _ in range(rows)]
    87                                   
    88                                   
    89         13           65    0.2%   random_weights = (randn(VOCAB, EMBD), randn(CONTEXT, EMBD), randn(VOCAB, EMBD),
    90                                                     randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD),
    91                                                     randn(4 * EMBD, EMBD), randn(EMBD, 4 * EMBD))
    92          2           18    0.0%   cost = bytedmd(forward, random_weights)
    93         10           53    0.1%   print(f"seeded random weights (seed {SEED}, std {INIT_STD}): same forward pass")
    94         27           86    0.2%   print(f"logits {[round(v, 6) for v in forward(*random_weights)]}")
    95          4            6    0.0%   print(f"ByteDMD cost {cost}")
per function:
  linear                         7324 reads        27675 cost   76.0%
  randn                          1236 reads         3436 cost    9.4%
  forward                         296 reads         1348 cost    3.7%
  rmsnorm                         564 reads         1312 cost    3.6%
  attention                       392 reads         1027 cost    2.8%
  mlp                             332 reads          901 cost    2.5%
  <module>                         99 reads          352 cost    1.0%
  ones                            180 reads          343 cost    0.9%
depths:
           1..1                1275 reads         1275 cost
           2..3                1051 reads         2102 cost
           4..7                5153 reads        15002 cost
           8..15               1819 reads         6299 cost
          16..31                368 reads         1851 cost
          32..63                151 reads         1071 cost
          64..127               148 reads         1425 cost
         128..255               147 reads         2080 cost
         256..511               311 reads         5289 cost

== measured call 1 · forward() at line 76 · cost 6342 · 2227 reads · peak live 67 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       1831         5388   85.0%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         93          206    3.2%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.3%       scale = mean_square ** -0.5
    30         39           92    1.5%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          1            8    0.1%       q = linear(x, wq)
    35          1            4    0.1%       k = linear(x, wk)
    36          1            4    0.1%       v = linear(x, wv)
    37                                       heads = []
    38          6           17    0.3%       for h in range(HEADS):
    39          4           13    0.2%           lo = h * HEAD_DIM
    40         10           22    0.3%           q_h = q[lo:lo + HEAD_DIM]
    41         10           21    0.3%           k_h = k[lo:lo + HEAD_DIM]
    42         10           19    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         50          109    1.7%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46          4            9    0.1%           heads.extend(v_h)
    47          1            3    0.0%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          1            4    0.1%       hidden = linear(x, fc1)
    52         81          196    3.1%       hidden = [h * (h > 0) for h in hidden]
    53          1            5    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         24           61    1.0%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          1            8    0.1%       x = rmsnorm(x)
    60                                       residual = x
    61          2           11    0.2%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         22           57    0.9%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          2           11    0.2%       x = mlp(rmsnorm(x), fc1, fc2)
    65         22           55    0.9%       x = [a + b for a, b in zip(x, residual)]
    66          1            3    0.0%       return linear(x, lm_head)
per function:
  linear                         1831 reads         5388 cost   85.0%
  rmsnorm                         141 reads          314 cost    5.0%
  attention                        98 reads          229 cost    3.6%
  forward                          74 reads          206 cost    3.2%
  mlp                              83 reads          205 cost    3.2%
depths:
           1..1                 281 reads          281 cost
           2..3                 216 reads          432 cost
           4..7                1100 reads         3233 cost
           8..15                492 reads         1650 cost
          16..31                113 reads          579 cost
          32..63                 25 reads          167 cost

== measured call 2 · forward() at line 92 · cost 7253 · 2227 reads · peak live 273 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       1831         6261   86.3%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28         93          206    2.8%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           16    0.2%       scale = mean_square ** -0.5
    30         39           92    1.3%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          1           17    0.2%       q = linear(x, wq)
    35          1            4    0.1%       k = linear(x, wk)
    36          1            4    0.1%       v = linear(x, wv)
    37                                       heads = []
    38          6           24    0.3%       for h in range(HEADS):
    39          4           20    0.3%           lo = h * HEAD_DIM
    40         10           22    0.3%           q_h = q[lo:lo + HEAD_DIM]
    41         10           21    0.3%           k_h = k[lo:lo + HEAD_DIM]
    42         10           19    0.3%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         50          109    1.5%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46          4            9    0.1%           heads.extend(v_h)
    47          1            3    0.0%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          1            4    0.1%       hidden = linear(x, fc1)
    52         81          196    2.7%       hidden = [h * (h > 0) for h in hidden]
    53          1            5    0.1%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57                                       token, position = 0, 0
    58         24           54    0.7%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          1           17    0.2%       x = rmsnorm(x)
    60                                       residual = x
    61          2           20    0.3%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         22           55    0.8%       x = [a + b for a, b in zip(x, residual)]
    63                                       residual = x
    64          2           17    0.2%       x = mlp(rmsnorm(x), fc1, fc2)
    65         22           55    0.8%       x = [a + b for a, b in zip(x, residual)]
    66          1            3    0.0%       return linear(x, lm_head)
per function:
  linear                         1831 reads         6261 cost   86.3%
  rmsnorm                         141 reads          314 cost    4.3%
  attention                        98 reads          252 cost    3.5%
  forward                          74 reads          221 cost    3.0%
  mlp                              83 reads          205 cost    2.8%
depths:
           1..1                 281 reads          281 cost
           2..3                 221 reads          442 cost
           4..7                1142 reads         3318 cost
           8..15                259 reads          958 cost
          16..31                 84 reads          419 cost
          32..63                234 reads         1740 cost
         128..255                 3 reads           44 cost
         256..511                 3 reads           51 cost
