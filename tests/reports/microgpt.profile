dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 58541 · 14582 reads · peak live 386 ==
  line      reads         cost       %   source
-- microgpt.dmd
    10          1            1    0.0%   import random
    11                                   
    12          1            1    0.0%   from bytedmd import bytedmd
    13                                   
    14          1            1    0.0%   VOCAB = 4
    15          1            2    0.0%   EMBD = 4
    16          1            2    0.0%   CONTEXT = 4
    17          1            1    0.0%   HEADS = 2
    18          2            3    0.0%   HEAD_DIM = EMBD // HEADS
    19          1            1    0.0%   SEED = 42
    20          1            1    0.0%   INIT_STD = 0.08
    21                                   
    22                                   
    23                                   def linear(x, w):
    24      10136        43461   74.2%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        480         1104    1.9%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29         36           97    0.2%       scale = mean_square ** -0.5
    30        216          480    0.8%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34         16          132    0.2%       q = linear(x, wq)
    35         16           90    0.2%       k = linear(x, wk)
    36         16           94    0.2%       v = linear(x, wv)
    37                                       heads = []
    38         32          148    0.3%       for h in range(HEADS):
    39         16           94    0.2%           lo = h * HEAD_DIM
    40         64          275    0.5%           q_h = q[lo:lo + HEAD_DIM]
    41         64          276    0.5%           k_h = k[lo:lo + HEAD_DIM]
    42         64          241    0.4%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45        264          694    1.2%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46         48          157    0.3%           heads.extend(v_h)
    47         16           84    0.1%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51         16           68    0.1%       hidden = linear(x, fc1)
    52        392          987    1.7%       hidden = [h * (h > 0) for h in hidden]
    53         16          104    0.2%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57          4           22    0.0%       token, position = 0, 0
    58        152         1135    1.9%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59         12          144    0.2%       x = rmsnorm(x)
    60          4            4    0.0%       residual = x
    61         36          294    0.5%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62        136          425    0.7%       x = [a + b for a, b in zip(x, residual)]
    63          4            4    0.0%       residual = x
    64         28          278    0.5%       x = mlp(rmsnorm(x), fc1, fc2)
    65        136          469    0.8%       x = [a + b for a, b in zip(x, residual)]
    66         16          105    0.2%       return linear(x, lm_head)
    67                                   
    68                                   
    69                                   def ones(rows, cols):
    70        342          862    1.5%       return [[1.0] * cols for _ in range(rows)]
    71                                   
    72                                   
    73         34          199    0.3%   weights = (ones(VOCAB, EMBD), ones(CONTEXT, EMBD), ones(VOCAB, EMBD),
    74                                              ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD),
    75                                              ones(4 * EMBD, EMBD), ones(EMBD, 4 * EMBD))
    76         14          189    0.3%   cost = bytedmd(forward, weights)
    77         10           54    0.1%   print(f"microGPT, 1 layer, embd {EMBD}, {HEADS} heads: single-token forward")
    78         25          274    0.5%   print(f"logits {forward(*weights)}")
    79          5           13    0.0%   print(f"ByteDMD cost {cost}")
    80                                   
    81                                   
    82          3           13    0.0%   rng = random.Random(SEED)
    83                                   
    84                                   
    85                                   def randn(rows, cols):
    86       1590         4659    8.0%       return [[rng.gauss(0.0, INIT_STD) for _ in range(cols)] for _ in range(rows)]
    87                                   
    88                                   
    89         34          203    0.3%   random_weights = (randn(VOCAB, EMBD), randn(CONTEXT, EMBD), randn(VOCAB, EMBD),
    90                                                     randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD), randn(EMBD, EMBD),
    91                                                     randn(4 * EMBD, EMBD), randn(EMBD, 4 * EMBD))
    92         14          187    0.3%   cost = bytedmd(forward, random_weights)
    93         11           78    0.1%   print(f"seeded random weights (seed {SEED}, std {INIT_STD}): same forward pass")
    94         49          322    0.6%   print(f"logits {[round(v, 6) for v in forward(*random_weights)]}")
    95          5            9    0.0%   print(f"ByteDMD cost {cost}")
per function:
  linear                        10136 reads        43461 cost   74.2%
  randn                          1590 reads         4659 cost    8.0%
  forward                         528 reads         2880 cost    4.9%
  attention                       616 reads         2285 cost    3.9%
  rmsnorm                         732 reads         1681 cost    2.9%
  <module>                        214 reads         1554 cost    2.7%
  mlp                             424 reads         1159 cost    2.0%
  ones                            342 reads          862 cost    1.5%
depths:
           1..1                2679 reads         2679 cost
           2..3                2033 reads         4066 cost
           4..7                5481 reads        15800 cost
           8..15               1707 reads         6292 cost
          16..31               1042 reads         5214 cost
          32..63                272 reads         1869 cost
          64..127               193 reads         1997 cost
         128..255               302 reads         4299 cost
         256..511               873 reads        16325 cost

== measured call 1 · forward() at line 76 · cost 9761 · 3109 reads · peak live 327 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       2534         8167   83.7%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        120          250    2.6%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           18    0.2%       scale = mean_square ** -0.5
    30         54          119    1.2%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          4           42    0.4%       q = linear(x, wq)
    35          4           17    0.2%       k = linear(x, wk)
    36          4           17    0.2%       v = linear(x, wv)
    37                                       heads = []
    38          8           30    0.3%       for h in range(HEADS):
    39          4           22    0.2%           lo = h * HEAD_DIM
    40         16           56    0.6%           q_h = q[lo:lo + HEAD_DIM]
    41         16           61    0.6%           k_h = k[lo:lo + HEAD_DIM]
    42         16           57    0.6%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         66          171    1.8%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46         12           37    0.4%           heads.extend(v_h)
    47          4           15    0.2%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          4           15    0.2%       hidden = linear(x, fc1)
    52         98          214    2.2%       hidden = [h * (h > 0) for h in hidden]
    53          4           17    0.2%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57          1            1    0.0%       token, position = 0, 0
    58         38           82    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          3           38    0.4%       x = rmsnorm(x)
    60          1            1    0.0%       residual = x
    61          9           84    0.9%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         34           80    0.8%       x = [a + b for a, b in zip(x, residual)]
    63          1            1    0.0%       residual = x
    64          7           59    0.6%       x = mlp(rmsnorm(x), fc1, fc2)
    65         34           79    0.8%       x = [a + b for a, b in zip(x, residual)]
    66          4           11    0.1%       return linear(x, lm_head)
per function:
  linear                         2534 reads         8167 cost   83.7%
  attention                       154 reads          525 cost    5.4%
  forward                         132 reads          436 cost    4.5%
  rmsnorm                         183 reads          387 cost    4.0%
  mlp                             106 reads          246 cost    2.5%
depths:
           1..1                 613 reads          613 cost
           2..3                 450 reads          900 cost
           4..7                1191 reads         3396 cost
           8..15                402 reads         1570 cost
          16..31                166 reads          867 cost
          32..63                231 reads         1834 cost
          64..127                45 reads          397 cost
         128..255                 3 reads           42 cost
         256..511                 8 reads          142 cost

== measured call 2 · forward() at line 92 · cost 9761 · 3109 reads · peak live 327 ==
  line      reads         cost       %   source
-- microgpt.dmd
    24       2534         8167   83.7%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    25                                   
    26                                   
    27                                   def rmsnorm(x):
    28        120          250    2.6%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    29          9           18    0.2%       scale = mean_square ** -0.5
    30         54          119    1.2%       return [xi * scale for xi in x]
    31                                   
    32                                   
    33                                   def attention(x, wq, wk, wv, wo):
    34          4           42    0.4%       q = linear(x, wq)
    35          4           17    0.2%       k = linear(x, wk)
    36          4           17    0.2%       v = linear(x, wv)
    37                                       heads = []
    38          8           30    0.3%       for h in range(HEADS):
    39          4           22    0.2%           lo = h * HEAD_DIM
    40         16           56    0.6%           q_h = q[lo:lo + HEAD_DIM]
    41         16           61    0.6%           k_h = k[lo:lo + HEAD_DIM]
    42         16           57    0.6%           v_h = v[lo:lo + HEAD_DIM]
    43                                           # With one token in context the softmax weight is 1: the head's
    44                                           # output is its value vector; the score is still computed.
    45         66          171    1.8%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    46         12           37    0.4%           heads.extend(v_h)
    47          4           15    0.2%       return linear(heads, wo)
    48                                   
    49                                   
    50                                   def mlp(x, fc1, fc2):
    51          4           15    0.2%       hidden = linear(x, fc1)
    52         98          214    2.2%       hidden = [h * (h > 0) for h in hidden]
    53          4           17    0.2%       return linear(hidden, fc2)
    54                                   
    55                                   
    56                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    57          1            1    0.0%       token, position = 0, 0
    58         38           82    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    59          3           38    0.4%       x = rmsnorm(x)
    60          1            1    0.0%       residual = x
    61          9           84    0.9%       x = attention(rmsnorm(x), wq, wk, wv, wo)
    62         34           80    0.8%       x = [a + b for a, b in zip(x, residual)]
    63          1            1    0.0%       residual = x
    64          7           59    0.6%       x = mlp(rmsnorm(x), fc1, fc2)
    65         34           79    0.8%       x = [a + b for a, b in zip(x, residual)]
    66          4           11    0.1%       return linear(x, lm_head)
per function:
  linear                         2534 reads         8167 cost   83.7%
  attention                       154 reads          525 cost    5.4%
  forward                         132 reads          436 cost    4.5%
  rmsnorm                         183 reads          387 cost    4.0%
  mlp                             106 reads          246 cost    2.5%
depths:
           1..1                 613 reads          613 cost
           2..3                 450 reads          900 cost
           4..7                1191 reads         3396 cost
           8..15                402 reads         1570 cost
          16..31                166 reads          867 cost
          32..63                231 reads         1834 cost
          64..127                45 reads          397 cost
         128..255                 3 reads           42 cost
         256..511                 8 reads          142 cost
