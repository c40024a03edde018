dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 533563461 · 8746430 reads · peak live 317329 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    60      25348        46993    0.0%       return [int(VOCAB ** rng.random()) - 1 for _ in range(n)]
    61                                   
    62                                   
    63                                   def addresses(ids):
    64                                       """The LOOKUPS bank addresses of each token: hashes of its n-grams."""
    65          4            6    0.0%       padded = [0, 0] + ids
    66                                       out = []
    67       4230        16901    0.0%       for t in range(len(ids)):
    68      29568        55103    0.0%           a, b, c = padded[t], padded[t + 1], padded[t + 2]
    69      84480       579391    0.1%           slots = [(b * 7919 + c) % BANK, (a * 104729 + b * 7919 + c * 31 + 17) % BANK]
    70       8448        21118    0.0%           out.append(slots[:LOOKUPS])
    71                                       return out
    72                                   
    73                                   
    74          1            2    0.0%   rng = random.Random(SEED)
    75          1            2    0.0%   IDS = zipf_ids(rng, SEQ_LEN)
    76          1           12    0.0%   ADDR = addresses(IDS)
    77      49922       101106    0.0%   EMBED = [[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)] for _ in range(VOCAB)]
    78        385        12644    0.0%   X = [EMBED[i][:] for i in IDS]
    79     199170       403736    0.1%   BANK_KV = [[[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)],
    80                                               [rng.gauss(0.0, 1.0) for _ in range(D_MODEL)]] for _ in range(BANK)]
    81                                   
    82                                   # Static split: the RESIDENT entries most looked up on a profiling stream.
    83          2          165    0.0%   uses = [0] * BANK
    84       4099         8943    0.0%   for slots in addresses(zipf_ids(rng, PROFILE_LEN)):
    85      12288       337142    0.1%       for e in slots:
    86      32768       796214    0.1%           uses[e] += 1
    87      36988       250533    0.0%   HOT = sorted(range(BANK), key=lambda e: (-uses[e], e))[:RESIDENT]
    88      93650       343695    0.1%   COLD = [e for e in range(BANK) if e not in HOT]
    89          2           25    0.0%   TIER = [None] * BANK   # entry -> (in resident tier?, position in its tier)
    90         65          137    0.0%   for pos, e in enumerate(HOT):
    91         64          629    0.0%       TIER[e] = (True, pos)
    92        449          907    0.0%   for pos, e in enumerate(COLD):
    93        448        11508    0.0%       TIER[e] = (False, pos)
    94          2          182    0.0%   SPILL_DATA = [0.0] * SPILL
    95                                   
    96                                   
    97                                   def attend(x, entries):
    98                                       """x + softmax_e(x . key_e / sqrt(d)) weighted sum of value_e."""
    99       1536        76113    0.0%       scale = 1.0 / math.sqrt(len(x))
   100       3840        39178    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        384         5148    0.0%       out = x[:]
   102       1920        16178    0.0%       for (key, value), w in zip(entries, p):
   103     295680      7368402    1.4%           out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       1155        79108    0.0%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109                                       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114        131         2890    0.0%       for t in range(len(X)):
   115                                           entries = []
   116        512        26385    0.0%           for e in ADDR[t]:
   117        256        51236    0.0%               hot, pos = TIER[e]
   118        512        52955    0.0%               entries.append(resident[pos] if hot else offloaded[pos])
   119        256         3072    0.0%           out.append(attend(X[t], entries))
   120                                       return out, spill
   121                                   
   122                                   
   123                                   def block_prefetch(X, resident, spill, offloaded):
   124                                       staged = {}
   125                                   
   126                                       def prefetch(t):
   127        512        22867    0.0%           for e in ADDR[t]:
   128        256        40802    0.0%               hot, pos = TIER[e]
   129        883         8158    0.0%               if not hot and e not in staged:
   130        170        26005    0.0%                   key, value = offloaded[pos]
   131      65960      3469949    0.7%                   staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         11          464    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          2           20    0.0%           prefetch(t)
   135                                       out = []
   136        131         2387    0.0%       for t in range(len(X)):
   137        768         5373    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        378         2849    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140        512         5521    0.0%           for e in ADDR[t]:
   141        256         6875    0.0%               hot, pos = TIER[e]
   142        721        10073    0.0%               entries.append(resident[pos] if hot else staged[e])
   143        256         2765    0.0%           out.append(attend(X[t], entries))
   144                                       return out, spill
   145                                   
   146                                   
   147       2052        22627    0.0%   variants = [
   148                                       ("resident", block_resident, (X, BANK_KV, SPILL_DATA, [])),
   149                                       ("offloaded", block_offloaded, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   150                                       ("prefetch", block_prefetch, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   151                                   ]
   152                                   results = []
   153                                   outputs = []
   154          4          496    0.0%   for name, block, args in variants:
   155          6          847    0.0%       trace, (out, spill) = traced_eval(block, args)
   156                                       buckets = {}
   157     736809      2210424    0.4%       for d in trace:
   158    1473612    246179513   46.1%*          b = int(math.log2(d))   # exact at powers of two
   159    4420836     11841729    2.2%           buckets[b] = buckets.get(b, 0) + 1
   160     736815    245435406   46.0%*      results.append((name, trace_to_bytedmd(trace, 1), len(trace), buckets))
   161                                       outputs.append(out)
   162                                   
   163       5151        40457    0.0%   distinct = sorted(set(e for slots in ADDR for e in slots))
   164        817         3363    0.0%   cold_used = [e for e in distinct if not TIER[e][0]]
   165         13          355    0.0%   print(f"toy attention block: d_model {D_MODEL}, {SEQ_LEN} tokens, 1 head, {LOOKUPS} bank lookups per token")
   166         15          354    0.0%   print(f"bank {BANK} entries (key + value), {RESIDENT} resident; spill {SPILL:,} values above the offloaded tier")
   167      49943      3535712    0.7%   print(f"entries used: {len(distinct)} ({len(cold_used)} offloaded); "
   168                                         f"outputs identical across variants: {outputs[0] == outputs[1] == outputs[2]}")
   169                                   print()
   170          2            4    0.0%   base = results[0][1]
   171         15           28    0.0%   print(f"{'variant':<11}{'cost':>14}{'cost/token':>12}{'reads':>10}{'vs resident':>13}")
   172          4           10    0.0%   for name, cost, reads, buckets in results:
   173         52          171    0.0%       print(f"{name:<11}{cost:>14,}{cost // SEQ_LEN:>12,}{reads:>10,}{cost / base:>12.2f}x")
   174                                   print()
   175          2            3    0.0%   print("reads by depth")
   176        179          644    0.0%   top = max(b for r in results for b in r[3])
   177         34          108    0.0%   print(f"{'depth':<18}" + "".join(f"{r[0]:>11}" for r in results))
   178         19           55    0.0%   for b in range(top + 1):
   179        120          371    0.0%       if all(r[3].get(b, 0) == 0 for r in results):
   180                                           continue
   181        150          286    0.0%       label = f"{2 ** b:,}-{2 ** (b + 1) - 1:,}"
   182        591         1815    0.0%       print(f"{label:<18}" + "".join(f"{r[3].get(b, 0):>11,}" for r in results))
-- stdlib/nn.dmd
    15       3072       159607    0.0%       s = w[0] * x[0]
    16      51456       207192    0.0%       for i in range(1, len(x)):
    17     290304      9561538    1.8%           s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33       3840        14683    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       2304         7361    0.0%       m = max(v)
    42       3456        15684    0.0%       e = [exp(a - m) for a in v]
    43       2688         5759    0.0%       s = sum(e)
    44       2688         4992    0.0%       return [a / s for a in e]
per function:
  <module>                    7857546 reads    511542360 cost   95.9%
  dot                          344832 reads      9928337 cost    1.9%
  attend                       303360 reads      7505019 cost    1.4%
  prefetch                      67781 reads      3567781 cost    0.7%
  addresses                    126730 reads       672519 cost    0.1%
  block_offloaded                1667 reads       136538 cost    0.0%
  block_resident                 1155 reads        79108 cost    0.0%
  zipf_ids                      25348 reads        46993 cost    0.0%
  block_prefetch                 3035 reads        36327 cost    0.0%
  softmax                       11136 reads        33796 cost    0.0%
  exp                            3840 reads        14683 cost    0.0%
depths:
           1..1             1828361 reads      1828361 cost
           2..3              986826 reads      1973652 cost
           4..7             2960828 reads      7764754 cost
           8..15             494826 reads      1772524 cost
          16..31             654311 reads      3117806 cost
          32..63               6102 reads        42673 cost
          64..127             55052 reads       511599 cost
         128..255             64569 reads       840469 cost
         256..511             18000 reads       364051 cost
         512..1023            28309 reads       800615 cost
        1024..2047            23650 reads       905354 cost
        2048..4095            23350 reads      1304791 cost
        4096..8191            46287 reads      3626971 cost
        8192..16383           76249 reads      8365932 cost
       16384..32767          156049 reads     24174563 cost
       32768..65535          243073 reads     52585132 cost
       65536..131071         393214 reads    122899040 cost
      131072..262143         627852 reads    269330802 cost
      262144..524287          59522 reads     31354372 cost

== measured call 1 · block_resident() at line 155 · cost 4697666 · 222211 reads · peak live 31075 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        12049    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       1280        10610    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102        640         4658    0.1%       for (key, value), w in zip(entries, p):
   103      98560      2110413   44.9%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       1155        59149    1.3%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
-- stdlib/nn.dmd
    15       1024        39480    0.8%       s = w[0] * x[0]
    16      17152        63641    1.4%       for i in range(1, len(x)):
    17      96768      2381869   50.7%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33       1280         4128    0.1%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        768         2241    0.0%       m = max(v)
    42       1152         4537    0.1%       e = [exp(a - m) for a in v]
    43        896         1919    0.0%       s = sum(e)
    44        896         1664    0.0%       return [a / s for a in e]
per function:
  dot                          114944 reads      2484990 cost   52.9%
  attend                       101120 reads      2139038 cost   45.5%
  block_resident                 1155 reads        59149 cost    1.3%
  softmax                        3712 reads        10361 cost    0.2%
  exp                            1280 reads         4128 cost    0.1%
depths:
           1..1               67080 reads        67080 cost
           2..3               16294 reads        32588 cost
           4..7               69339 reads       160548 cost
           8..15                131 reads          396 cost
          16..31                 16 reads           85 cost
          32..63                 32 reads          233 cost
          64..127             21775 reads       208504 cost
         128..255              5815 reads        73380 cost
         256..511              1436 reads        28180 cost
         512..1023             1388 reads        39853 cost
        1024..2047             1700 reads        64453 cost
        2048..4095             3734 reads       205072 cost
        4096..8191             4776 reads       371520 cost
        8192..16383           20485 reads      2235748 cost
       16384..32767            8210 reads      1210026 cost

== measured call 2 · block_offloaded() at line 155 · cost 4737708 · 222723 reads · peak live 31076 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        12063    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       1280        10624    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102        640         4658    0.1%       for (key, value), w in zip(entries, p):
   103      98560      2111759   44.6%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108                                       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109                                       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114        131         1606    0.0%       for t in range(len(X)):
   115                                           entries = []
   116        512        19071    0.4%           for e in ADDR[t]:
   117        256        36862    0.8%               hot, pos = TIER[e]
   118        512        36057    0.8%               entries.append(resident[pos] if hot else offloaded[pos])
   119        256         2046    0.0%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024        39519    0.8%       s = w[0] * x[0]
    16      17152        63698    1.3%       for i in range(1, len(x)):
    17      96768      2383905   50.3%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33       1280         4144    0.1%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        768         2241    0.0%       m = max(v)
    42       1152         4564    0.1%       e = [exp(a - m) for a in v]
    43        896         1919    0.0%       s = sum(e)
    44        896         1664    0.0%       return [a / s for a in e]
per function:
  dot                          114944 reads      2487122 cost   52.5%
  attend                       101120 reads      2140412 cost   45.2%
  block_offloaded                1667 reads        95642 cost    2.0%
  softmax                        3712 reads        10388 cost    0.2%
  exp                            1280 reads         4144 cost    0.1%
depths:
           1..1               66696 reads        66696 cost
           2..3               16678 reads        33356 cost
           4..7               69428 reads       160746 cost
           8..15                130 reads          393 cost
          16..31                 16 reads           85 cost
          32..63                 32 reads          233 cost
          64..127             21825 reads       208962 cost
         128..255              5872 reads        74193 cost
         256..511              1479 reads        28999 cost
         512..1023             1381 reads        39636 cost
        1024..2047             1731 reads        65550 cost
        2048..4095             3737 reads       205516 cost
        4096..8191             4683 reads       365008 cost
        8192..16383           20147 reads      2187503 cost
       16384..32767            8888 reads      1300832 cost

== measured call 3 · block_prefetch() at line 155 · cost 5635226 · 291872 reads · peak live 31086 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        11564    0.2%       scale = 1.0 / math.sqrt(len(x))
   100       1280        12018    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102        640         4658    0.1%       for (key, value), w in zip(entries, p):
   103      98560      1063506   18.9%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108                                       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109                                       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114                                       for t in range(len(X)):
   115                                           entries = []
   116                                           for e in ADDR[t]:
   117                                               hot, pos = TIER[e]
   118                                               entries.append(resident[pos] if hot else offloaded[pos])
   119                                           out.append(attend(X[t], entries))
   120                                       return out, spill
   121                                   
   122                                   
   123                                   def block_prefetch(X, resident, spill, offloaded):
   124                                       staged = {}
   125                                   
   126                                       def prefetch(t):
   127        512        21069    0.4%           for e in ADDR[t]:
   128        256        37206    0.7%               hot, pos = TIER[e]
   129        883         8359    0.1%               if not hot and e not in staged:
   130        170        25133    0.4%                   key, value = offloaded[pos]
   131      65960      2909723   51.6%*                  staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         11          222    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          2           20    0.0%           prefetch(t)
   135                                       out = []
   136        131         2387    0.0%       for t in range(len(X)):
   137        768         5371    0.1%           if t + PREFETCH_AHEAD < len(X):
   138        378         2849    0.1%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140        512         5476    0.1%           for e in ADDR[t]:
   141        256         6821    0.1%               hot, pos = TIER[e]
   142        721         9885    0.2%               entries.append(resident[pos] if hot else staged[e])
   143        256         2797    0.0%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024        24973    0.4%       s = w[0] * x[0]
    16      17152        48234    0.9%       for i in range(1, len(x)):
    17      96768      1415893   25.1%*          s = s + w[i] * x[i]
    18                                       return s
    19                                   
    20                                   
    21                                   def linear(W, b, x):
    22                                       return [b[j] + dot(W[j], x) for j in range(len(W))]
    23                                   
    24                                   
    25                                   def relu(v):
    26                                       return [a if a > 0 else 0.0 for a in v]
    27                                   
    28                                   
    29                                   def exp(x):
    30                                       """math.exp(x) that stays on the priced path. Under the reference
    31                                       tracer a math function's result is untracked (free to move from then
    32                                       on); adding 0.0 * x (exactly zero) makes it a value derived from x."""
    33       1280         4749    0.1%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        768         2241    0.0%       m = max(v)
    42       1152         5181    0.1%       e = [exp(a - m) for a in v]
    43        896         1919    0.0%       s = sum(e)
    44        896         1664    0.0%       return [a / s for a in e]
per function:
  prefetch                      67781 reads      3001490 cost   53.3%
  dot                          114944 reads      1489100 cost   26.4%
  attend                       101120 reads      1093054 cost   19.4%
  block_prefetch                 3035 reads        35828 cost    0.6%
  softmax                        3712 reads        11005 cost    0.2%
  exp                            1280 reads         4749 cost    0.1%
depths:
           1..1               67339 reads        67339 cost
           2..3               60819 reads       121638 cost
           4..7               69751 reads       161432 cost
           8..15                311 reads         1051 cost
          64..127             21638 reads       207356 cost
         128..255              6003 reads        75277 cost
         256..511              2555 reads        51421 cost
         512..1023            18094 reads       519977 cost
        1024..2047             7543 reads       270835 cost
        2048..4095             3454 reads       194675 cost
        4096..8191             4940 reads       386045 cost
        8192..16383           19421 reads      2120735 cost
       16384..32767           10004 reads      1457445 cost
