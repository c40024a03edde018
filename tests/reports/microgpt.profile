dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 3654 · 1151 reads · peak live 223 ==
  line      reads         cost       %   source
-- microgpt.dmd
    11          2            3    0.1%   HEAD_DIM = EMBD // HEADS
    12                                   
    13                                   
    14                                   def linear(x, w):
    15        832         2971   81.3%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    16                                   
    17                                   
    18                                   def rmsnorm(x):
    19         60          141    3.9%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    20          9           16    0.4%       scale = mean_square ** -0.5
    21         24           58    1.6%       return [xi * scale for xi in x]
    22                                   
    23                                   
    24                                   def attention(x, wq, wk, wv, wo):
    25                                       q = linear(x, wq)
    26                                       k = linear(x, wk)
    27                                       v = linear(x, wv)
    28                                       heads = []
    29          1            5    0.1%       for h in range(HEADS):
    30          4           18    0.5%           lo = h * HEAD_DIM
    31          8           14    0.4%           q_h = q[lo:lo + HEAD_DIM]
    32          8           14    0.4%           k_h = k[lo:lo + HEAD_DIM]
    33          8           12    0.3%           v_h = v[lo:lo + HEAD_DIM]
    34                                           # With one token in context the softmax weight is 1: the head's
    35                                           # output is its value vector; the score is still computed.
    36         34           66    1.8%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    37                                           heads.extend(v_h)
    38                                       return linear(heads, wo)
    39                                   
    40                                   
    41                                   def mlp(x, fc1, fc2):
    42                                       hidden = linear(x, fc1)
    43         64          162    4.4%       hidden = [h * (h > 0) for h in hidden]
    44                                       return linear(hidden, fc2)
    45                                   
    46                                   
    47                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    48                                       token, position = 0, 0
    49         10           28    0.8%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    50                                       x = rmsnorm(x)
    51                                       residual = x
    52                                       x = attention(rmsnorm(x), wq, wk, wv, wo)
    53          8           20    0.5%       x = [a + b for a, b in zip(x, residual)]
    54                                       residual = x
    55                                       x = mlp(rmsnorm(x), fc1, fc2)
    56          8           20    0.5%       x = [a + b for a, b in zip(x, residual)]
    57                                       return linear(x, lm_head)
    58                                   
    59                                   
    60                                   def ones(rows, cols):
    61         57           61    1.7%       return [[1.0] * cols for _ in range(rows)]
    62                                   
    63                                   
    64          4            4    0.1%   weights = (ones(VOCAB, EMBD), ones(CONTEXT, EMBD), ones(VOCAB, EMBD),
    65                                              ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD), ones(EMBD, EMBD),
    66                                              ones(4 * EMBD, EMBD), ones(EMBD, 4 * EMBD))
    67                                   cost = bytedmd(forward, weights)
    68          3           31    0.8%   print(f"microGPT, 1 layer, embd {EMBD}, {HEADS} heads: single-token forward")
    69          5            8    0.2%   print(f"logits {forward(*weights)}")
    70          2            2    0.1%   print(f"ByteDMD cost {cost}")
per function:
  linear                          832 reads         2971 cost   81.3%
  rmsnorm                          93 reads          215 cost    5.9%
  mlp                              64 reads          162 cost    4.4%
  attention                        63 reads          129 cost    3.5%
  forward                          26 reads           68 cost    1.9%
  ones                             57 reads           61 cost    1.7%
  <module>                         16 reads           48 cost    1.3%
depths:
           1..1                 340 reads          340 cost
           2..3                 303 reads          606 cost
           4..7                 196 reads          573 cost
           8..15                 38 reads          133 cost
          16..31                 82 reads          410 cost
          32..63                110 reads          797 cost
          64..127                78 reads          736 cost
         128..255                 4 reads           59 cost

== measured call 1 · forward() at line 67 · cost 3521 · 1078 reads · peak live 220 ==
  line      reads         cost       %   source
-- microgpt.dmd
    15        832         2953   83.9%*      return [sum(wi * xi for wi, xi in zip(row, x)) for row in w]
    16                                   
    17                                   
    18                                   def rmsnorm(x):
    19         60          128    3.6%       mean_square = sum(xi * xi for xi in x) * (1.0 / len(x))
    20          9           16    0.5%       scale = mean_square ** -0.5
    21         24           58    1.6%       return [xi * scale for xi in x]
    22                                   
    23                                   
    24                                   def attention(x, wq, wk, wv, wo):
    25                                       q = linear(x, wq)
    26                                       k = linear(x, wk)
    27                                       v = linear(x, wv)
    28                                       heads = []
    29          1           14    0.4%       for h in range(HEADS):
    30          4           18    0.5%           lo = h * HEAD_DIM
    31          8           14    0.4%           q_h = q[lo:lo + HEAD_DIM]
    32          8           14    0.4%           k_h = k[lo:lo + HEAD_DIM]
    33          8           12    0.3%           v_h = v[lo:lo + HEAD_DIM]
    34                                           # With one token in context the softmax weight is 1: the head's
    35                                           # output is its value vector; the score is still computed.
    36         34           66    1.9%           score = sum(q_h[j] * k_h[j] for j in range(HEAD_DIM)) / HEAD_DIM ** 0.5
    37                                           heads.extend(v_h)
    38                                       return linear(heads, wo)
    39                                   
    40                                   
    41                                   def mlp(x, fc1, fc2):
    42                                       hidden = linear(x, fc1)
    43         64          162    4.6%       hidden = [h * (h > 0) for h in hidden]
    44                                       return linear(hidden, fc2)
    45                                   
    46                                   
    47                                   def forward(wte, wpe, lm_head, wq, wk, wv, wo, fc1, fc2):
    48                                       token, position = 0, 0
    49         10           26    0.7%       x = [t + p for t, p in zip(wte[token], wpe[position])]
    50                                       x = rmsnorm(x)
    51                                       residual = x
    52                                       x = attention(rmsnorm(x), wq, wk, wv, wo)
    53          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
    54                                       residual = x
    55                                       x = mlp(rmsnorm(x), fc1, fc2)
    56          8           20    0.6%       x = [a + b for a, b in zip(x, residual)]
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
