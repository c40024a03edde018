dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 10477357 · 3275748 reads · peak live 24923 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    60      21122        29590    0.3%       return [int(VOCAB ** rng.random()) - 1 for _ in range(n)]
    61                                   
    62                                   
    63                                   def addresses(ids):
    64                                       """The LOOKUPS bank addresses of each token: hashes of its n-grams."""
    65                                       padded = [0, 0] + ids
    66                                       out = []
    67          2            2    0.0%       for t in range(len(ids)):
    68      29568        50757    0.5%           a, b, c = padded[t], padded[t + 1], padded[t + 2]
    69      84480       523008    5.0%           slots = [(b * 7919 + c) % BANK, (a * 104729 + b * 7919 + c * 31 + 17) % BANK]
    70       4224        16894    0.2%           out.append(slots[:LOOKUPS])
    71                                       return out
    72                                   
    73                                   
    74          1            1    0.0%   rng = random.Random(SEED)
    75                                   IDS = zipf_ids(rng, SEQ_LEN)
    76                                   ADDR = addresses(IDS)
    77      33025        66086    0.6%   EMBED = [[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)] for _ in range(VOCAB)]
    78        128         1777    0.0%   X = [EMBED[i][:] for i in IDS]
    79     132097       264194    2.5%   BANK_KV = [[[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)],
    80                                               [rng.gauss(0.0, 1.0) for _ in range(D_MODEL)]] for _ in range(BANK)]
    81                                   
    82                                   # Static split: the RESIDENT entries most looked up on a profiling stream.
    83          1            2    0.0%   uses = [0] * BANK
    84                                   for slots in addresses(zipf_ids(rng, PROFILE_LEN)):
    85                                       for e in slots:
    86      32768       686033    6.5%           uses[e] += 1
    87      28158       144952    1.4%   HOT = sorted(range(BANK), key=lambda e: (-uses[e], e))[:RESIDENT]
    88      92769       334479    3.2%   COLD = [e for e in range(BANK) if e not in HOT]
    89          1           23    0.0%   TIER = [None] * BANK   # entry -> (in resident tier?, position in its tier)
    90                                   for pos, e in enumerate(HOT):
    91         64          576    0.0%       TIER[e] = (True, pos)
    92                                   for pos, e in enumerate(COLD):
    93        448        10304    0.1%       TIER[e] = (False, pos)
    94          1           28    0.0%   SPILL_DATA = [0.0] * SPILL
    95                                   
    96                                   
    97                                   def attend(x, entries):
    98                                       """x + softmax_e(x . key_e / sqrt(d)) weighted sum of value_e."""
    99                                       scale = 1.0 / math.sqrt(len(x))
   100                                       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101                                       out = x[:]
   102                                       for (key, value), w in zip(entries, p):
   103                                           out = [o + w * v for o, v in zip(out, value)]
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
   127                                           for e in ADDR[t]:
   128                                               hot, pos = TIER[e]
   129                                               if not hot and e not in staged:
   130                                                   key, value = offloaded[pos]
   131                                                   staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133                                       for t in range(min(PREFETCH_AHEAD, len(X))):
   134                                           prefetch(t)
   135                                       out = []
   136                                       for t in range(len(X)):
   137                                           if t + PREFETCH_AHEAD < len(X):
   138                                               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140                                           for e in ADDR[t]:
   141                                               hot, pos = TIER[e]
   142                                               entries.append(resident[pos] if hot else staged[e])
   143                                           out.append(attend(X[t], entries))
   144                                       return out, spill
   145                                   
   146                                   
   147       1024        19779    0.2%   variants = [
   148                                       ("resident", block_resident, (X, BANK_KV, SPILL_DATA, [])),
   149                                       ("offloaded", block_offloaded, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   150                                       ("prefetch", block_prefetch, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   151                                   ]
   152                                   results = []
   153                                   outputs = []
   154                                   for name, block, args in variants:
   155                                       trace, (out, spill) = traced_eval(block, args)
   156                                       buckets = {}
   157                                       for d in trace:
   158     552185       552185    5.3%           b = int(math.log2(d))   # exact at powers of two
   159    2208740      4261993   40.7%*          buckets[b] = buckets.get(b, 0) + 1
   160          3            6    0.0%       results.append((name, trace_to_bytedmd(trace, 1), len(trace), buckets))
   161                                       outputs.append(out)
   162                                   
   163       4177        55131    0.5%   distinct = sorted(set(e for slots in ADDR for e in slots))
   164        612         3210    0.0%   cold_used = [e for e in distinct if not TIER[e][0]]
   165          4          475    0.0%   print(f"toy attention block: d_model {D_MODEL}, {SEQ_LEN} tokens, 1 head, {LOOKUPS} bank lookups per token")
   166          4          319    0.0%   print(f"bank {BANK} entries (key + value), {RESIDENT} resident; spill {SPILL:,} values above the offloaded tier")
   167      49416      3453935   33.0%*  print(f"entries used: {len(distinct)} ({len(cold_used)} offloaded); "
   168                                         f"outputs identical across variants: {outputs[0] == outputs[1] == outputs[2]}")
   169                                   print()
   170          2            4    0.0%   base = results[0][1]
   171          6            6    0.0%   print(f"{'variant':<11}{'cost':>14}{'cost/token':>12}{'reads':>10}{'vs resident':>13}")
   172                                   for name, cost, reads, buckets in results:
   173         18           63    0.0%       print(f"{name:<11}{cost:>14,}{cost // SEQ_LEN:>12,}{reads:>10,}{cost / base:>12.2f}x")
   174                                   print()
   175          1            1    0.0%   print("reads by depth")
   176        114          367    0.0%   top = max(b for r in results for b in r[3])
   177         14           27    0.0%   print(f"{'depth':<18}" + "".join(f"{r[0]:>11}" for r in results))
   178          3            6    0.0%   for b in range(top + 1):
   179        190          378    0.0%       if all(r[3].get(b, 0) == 0 for r in results):
   180                                           continue
   181        140          238    0.0%       label = f"{2 ** b:,}-{2 ** (b + 1) - 1:,}"
   182        238          528    0.0%       print(f"{label:<18}" + "".join(f"{r[3].get(b, 0):>11,}" for r in results))
per function:
  <module>                    3136352 reads      9857106 cost   94.1%
  addresses                    118274 reads       590661 cost    5.6%
  zipf_ids                      21122 reads        29590 cost    0.3%
depths:
           1..1             1253739 reads      1253739 cost
           2..3             1409562 reads      2819124 cost
           4..7              475456 reads      1357601 cost
           8..15              44843 reads       162814 cost
          16..31               1517 reads         7942 cost
          32..63               2643 reads        19354 cost
          64..127             31157 reads       283138 cost
         128..255              3947 reads        56705 cost
         256..511              5088 reads       100774 cost
         512..1023             4471 reads       125053 cost
        1024..2047             2576 reads       101643 cost
        2048..4095             5120 reads       284927 cost
        4096..8191            14784 reads      1165580 cost
        8192..16383            4182 reads       461749 cost
       16384..32767           16663 reads      2277214 cost

== measured call 1 · block_resident() at line 155 · cost 5228402 · 168449 reads · peak live 1034309 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        384         1699    0.0%       scale = 1.0 / math.sqrt(len(x))
   100        512         2716    0.1%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101                                       out = x[:]
   102                                       for (key, value), w in zip(entries, p):
   103      65536      2080205   39.8%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108        513       259233    5.0%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
-- stdlib/nn.dmd
    15       1024        46503    0.9%       s = w[0] * x[0]
    16        512         3113    0.1%       for i in range(1, len(x)):
    17      96768      2827363   54.1%*          s = s + w[i] * x[i]
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
    33       1280         3599    0.1%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        384         1474    0.0%       m = max(v)
    42        512          833    0.0%       e = [exp(a - m) for a in v]
    43        512          768    0.0%       s = sum(e)
    44        512          896    0.0%       return [a / s for a in e]
per function:
  dot                           98304 reads      2876979 cost   55.0%
  attend                        66432 reads      2084620 cost   39.9%
  block_resident                  513 reads       259233 cost    5.0%
  softmax                        1920 reads         3971 cost    0.1%
  exp                            1280 reads         3599 cost    0.1%
depths:
           1..1               67139 reads        67139 cost
           2..3               30445 reads        60890 cost
           4..7                3797 reads         7646 cost
          64..127             23588 reads       221298 cost
         128..255              2216 reads        26937 cost
         256..511               432 reads         8340 cost
         512..1023              633 reads        17976 cost
        1024..2047              956 reads        39424 cost
        2048..4095             2251 reads       124334 cost
        4096..8191             2176 reads       164545 cost
        8192..16383           22585 reads      2432891 cost
       16384..32767           11975 reads      1798006 cost
      524288..1048575           256 reads       258976 cost

== measured call 2 · block_offloaded() at line 155 · cost 24499063 · 168961 reads · peak live 1034310 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        384         1699    0.0%       scale = 1.0 / math.sqrt(len(x))
   100        512         2716    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101                                       out = x[:]
   102                                       for (key, value), w in zip(entries, p):
   103      65536     11609723   47.4%*          out = [o + w * v for o, v in zip(out, value)]
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
   114          1            1    0.0%       for t in range(len(X)):
   115                                           entries = []
   116        128          128    0.0%           for e in ADDR[t]:
   117        256       258976    1.1%               hot, pos = TIER[e]
   118        512       213712    0.9%               entries.append(resident[pos] if hot else offloaded[pos])
   119        128          258    0.0%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024       195347    0.8%       s = w[0] * x[0]
    16        512         3113    0.0%       for i in range(1, len(x)):
    17      96768     12205820   49.8%*          s = s + w[i] * x[i]
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
    33       1280         3599    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        384         1474    0.0%       m = max(v)
    42        512          833    0.0%       e = [exp(a - m) for a in v]
    43        512          768    0.0%       s = sum(e)
    44        512          896    0.0%       return [a / s for a in e]
per function:
  dot                           98304 reads     12404280 cost   50.6%
  attend                        66432 reads     11614138 cost   47.4%
  block_offloaded                1025 reads       473075 cost    1.9%
  softmax                        1920 reads         3971 cost    0.0%
  exp                            1280 reads         3599 cost    0.0%
depths:
           1..1               67082 reads        67082 cost
           2..3               30571 reads        61142 cost
           4..7                3817 reads         7689 cost
          64..127             23679 reads       222117 cost
         128..255              2259 reads        27576 cost
         256..511               456 reads         8814 cost
         512..1023              640 reads        18156 cost
        1024..2047              959 reads        39483 cost
        2048..4095             2281 reads       125997 cost
        4096..8191             2193 reads       166038 cost
        8192..16383           12802 reads      1322728 cost
      524288..1048575         22222 reads     22432241 cost

== measured call 3 · block_prefetch() at line 155 · cost 25228429 · 214775 reads · peak live 1034315 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        384          744    0.0%       scale = 1.0 / math.sqrt(len(x))
   100        512         2716    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101                                       out = x[:]
   102                                       for (key, value), w in zip(entries, p):
   103      65536       943636    3.7%           out = [o + w * v for o, v in zip(out, value)]
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
   127        128          128    0.0%           for e in ADDR[t]:
   128        256       259028    1.0%               hot, pos = TIER[e]
   129        674         5636    0.0%               if not hot and e not in staged:
   130        170       172080    0.7%                   key, value = offloaded[pos]
   131      43690     22016348   87.3%*                  staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133          4         1021    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134                                           prefetch(t)
   135                                       out = []
   136          1            1    0.0%       for t in range(len(X)):
   137        640         2888    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        252          378    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140        128         1671    0.0%           for e in ADDR[t]:
   141        256         6404    0.0%               hot, pos = TIER[e]
   142        512        37944    0.2%               entries.append(resident[pos] if hot else staged[e])
   143        128          255    0.0%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024        30006    0.1%       s = w[0] * x[0]
    16        512         3910    0.0%       for i in range(1, len(x)):
    17      96768      1735437    6.9%           s = s + w[i] * x[i]
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
    33       1280         4227    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41        384         1474    0.0%       m = max(v)
    42        512          833    0.0%       e = [exp(a - m) for a in v]
    43        512          768    0.0%       s = sum(e)
    44        512          896    0.0%       return [a / s for a in e]
per function:
  prefetch                      44918 reads     22453220 cost   89.0%
  dot                           98304 reads      1769353 cost    7.0%
  attend                        66432 reads       947096 cost    3.8%
  block_prefetch                 1921 reads        50562 cost    0.2%
  exp                            1280 reads         4227 cost    0.0%
  softmax                        1920 reads         3971 cost    0.0%
depths:
           1..1               67739 reads        67739 cost
           2..3               52943 reads       105886 cost
           4..7                4000 reads         8236 cost
           8..15                  2 reads            6 cost
          64..127             23540 reads       220866 cost
         128..255              2708 reads        33394 cost
         256..511              2557 reads        54132 cost
         512..1023            17987 reads       506214 cost
        1024..2047             3330 reads       117088 cost
        2048..4095             2333 reads       128352 cost
        4096..8191             2454 reads       184564 cost
        8192..16383           12959 reads      1363696 cost
      524288..1048575         22223 reads     22438256 cost
