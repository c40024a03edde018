dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 954081377 · 21293045 reads · peak live 448025 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    41          1            1    0.0%   import math
    42          1            1    0.0%   import random
    43                                   
    44          2            2    0.0%   from bytedmd import traced_eval, trace_to_bytedmd
    45          1            1    0.0%   import nn
    46                                   
    47          1            1    0.0%   D_MODEL = 64
    48          1            1    0.0%   SEQ_LEN = 128
    49          1            1    0.0%   BANK = 512
    50          1            2    0.0%   RESIDENT = 64
    51          1            1    0.0%   LOOKUPS = 2
    52          1            1    0.0%   SPILL = 1_000_000
    53          1            2    0.0%   PREFETCH_AHEAD = 2
    54          1            1    0.0%   VOCAB = 256
    55          1            1    0.0%   PROFILE_LEN = 4096
    56          1            1    0.0%   SEED = 5
    57                                   
    58                                   
    59                                   def zipf_ids(rng, n):
    60      38028        93549    0.0%       return [int(VOCAB ** rng.random()) - 1 for _ in range(n)]
    61                                   
    62                                   
    63                                   def addresses(ids):
    64                                       """The LOOKUPS bank addresses of each token: hashes of its n-grams."""
    65       4238       178474    0.0%       padded = [0, 0] + ids
    66                                       out = []
    67       4242        21582    0.0%       for t in range(len(ids)):
    68      54912       560756    0.1%           a, b, c = padded[t], padded[t + 1], padded[t + 2]
    69      84480       228939    0.0%           slots = [(b * 7919 + c) % BANK, (a * 104729 + b * 7919 + c * 31 + 17) % BANK]
    70      29568        97355    0.0%           out.append(slots[:LOOKUPS])
    71                                       return out
    72                                   
    73                                   
    74          3           10    0.0%   rng = random.Random(SEED)
    75          4           12    0.0%   IDS = zipf_ids(rng, SEQ_LEN)
    76          3           26    0.0%   ADDR = addresses(IDS)
    77      83718       250982    0.0%   EMBED = [[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)] for _ in range(VOCAB)]
    78       8962       469447    0.0%   X = [EMBED[i][:] for i in IDS]
    79     334342      1004837    0.1%   BANK_KV = [[[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)],
    80                                               [rng.gauss(0.0, 1.0) for _ in range(D_MODEL)]] for _ in range(BANK)]
    81                                   
    82                                   # Static split: the RESIDENT entries most looked up on a profiling stream.
    83          5          363    0.0%   uses = [0] * BANK
    84       8200       378989    0.0%   for slots in addresses(zipf_ids(rng, PROFILE_LEN)):
    85      24576      1117637    0.1%       for e in slots:
    86      49152       262444    0.0%           uses[e] += 1
    87      44417       350382    0.0%   HOT = sorted(range(BANK), key=lambda e: (-uses[e], e))[:RESIDENT]
    88      94758       349323    0.0%   COLD = [e for e in range(BANK) if e not in HOT]
    89          5           30    0.0%   TIER = [None] * BANK   # entry -> (in resident tier?, position in its tier)
    90        197         1162    0.0%   for pos, e in enumerate(HOT):
    91        256          706    0.0%       TIER[e] = (True, pos)
    92       1349        16196    0.0%   for pos, e in enumerate(COLD):
    93       1792         4817    0.0%       TIER[e] = (False, pos)
    94          5          234    0.0%   SPILL_DATA = [0.0] * SPILL
    95                                   
    96                                   
    97                                   def attend(x, entries):
    98                                       """x + softmax_e(x . key_e / sqrt(d)) weighted sum of value_e."""
    99       3072       105607    0.0%       scale = 1.0 / math.sqrt(len(x))
   100      10368       295544    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101      25344       222737    0.0%       out = x[:]
   102       8448        95001    0.0%       for (key, value), w in zip(entries, p):
   103     446976      7938801    0.8%           out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       2569       182233    0.0%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109          2          212    0.0%       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114        137         2913    0.0%       for t in range(len(X)):
   115                                           entries = []
   116       1024       112602    0.0%           for e in ADDR[t]:
   117       1280       157315    0.0%               hot, pos = TIER[e]
   118       1536        58351    0.0%               entries.append(resident[pos] if hot else offloaded[pos])
   119       1024        41635    0.0%           out.append(attend(X[t], entries))
   120          2          215    0.0%       return out, spill
   121                                   
   122                                   
   123                                   def block_prefetch(X, resident, spill, offloaded):
   124                                       staged = {}
   125                                   
   126                                       def prefetch(t):
   127       1024        90031    0.0%           for e in ADDR[t]:
   128       1280       111074    0.0%               hot, pos = TIER[e]
   129       1276        22427    0.0%               if not hot and e not in staged:
   130        850        92525    0.0%                   key, value = offloaded[pos]
   131      88535      3657005    0.4%                   staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         18          505    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          6           46    0.0%           prefetch(t)
   135                                       out = []
   136        137         2500    0.0%       for t in range(len(X)):
   137       1024         8627    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        504         5432    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140       1024        19098    0.0%           for e in ADDR[t]:
   141       1280        24472    0.0%               hot, pos = TIER[e]
   142       2422        35066    0.0%               entries.append(resident[pos] if hot else staged[e])
   143       1024        33875    0.0%           out.append(attend(X[t], entries))
   144          2           99    0.0%       return out, spill
   145                                   
   146                                   
   147       5142       114606    0.0%   variants = [
   148                                       ("resident", block_resident, (X, BANK_KV, SPILL_DATA, [])),
   149                                       ("offloaded", block_offloaded, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   150                                       ("prefetch", block_prefetch, (X, [BANK_KV[e] for e in HOT], SPILL_DATA, [BANK_KV[e] for e in COLD])),
   151                                   ]
   152                                   results = []
   153                                   outputs = []
   154         18         2620    0.0%   for name, block, args in variants:
   155         27         3447    0.0%       trace, (out, spill) = traced_eval(block, args)
   156                                       buckets = {}
   157    2142878    434363037   45.5%*      for d in trace:
   158    5357180     17147908    1.8%           b = int(math.log2(d))   # exact at powers of two
   159   10720393     37402576    3.9%           buckets[b] = buckets.get(b, 0) + 1
   160    1071467    430066422   45.1%*      results.append((name, trace_to_bytedmd(trace, 1), len(trace), buckets))
   161          9         1070    0.0%       outputs.append(out)
   162                                   
   163       3122        46354    0.0%   distinct = sorted(set(e for slots in ADDR for e in slots))
   164       1600        29072    0.0%   cold_used = [e for e in distinct if not TIER[e][0]]
   165         14          513    0.0%   print(f"toy attention block: d_model {D_MODEL}, {SEQ_LEN} tokens, 1 head, {LOOKUPS} bank lookups per token")
   166         16          521    0.0%   print(f"bank {BANK} entries (key + value), {RESIDENT} resident; spill {SPILL:,} values above the offloaded tier")
   167      50467      3621706    0.4%   print(f"entries used: {len(distinct)} ({len(cold_used)} offloaded); "
   168                                         f"outputs identical across variants: {outputs[0] == outputs[1] == outputs[2]}")
   169          1            1    0.0%   print()
   170          5           31    0.0%   base = results[0][1]
   171         16           34    0.0%   print(f"{'variant':<11}{'cost':>14}{'cost/token':>12}{'reads':>10}{'vs resident':>13}")
   172         21          136    0.0%   for name, cost, reads, buckets in results:
   173         55          130    0.0%       print(f"{name:<11}{cost:>14,}{cost // SEQ_LEN:>12,}{reads:>10,}{cost / base:>12.2f}x")
   174          1            2    0.0%   print()
   175          3            6    0.0%   print("reads by depth")
   176        303         1052    0.0%   top = max(b for r in results for b in r[3])
   177         48          178    0.0%   print(f"{'depth':<18}" + "".join(f"{r[0]:>11}" for r in results))
   178         28          108    0.0%   for b in range(top + 1):
   179        389         1450    0.0%       if all(r[3].get(b, 0) == 0 for r in results):
   180                                           continue
   181        170          376    0.0%       label = f"{2 ** b:,}-{2 ** (b + 1) - 1:,}"
   182       1008         3608    0.0%       print(f"{label:<18}" + "".join(f"{r[3].get(b, 0):>11,}" for r in results))
-- stdlib/nn.dmd
    11          1            3    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15       4608       196855    0.0%       s = w[0] * x[0]
    16      56064       284709    0.0%       for i in range(1, len(x)):
    17     387072     11982795    1.3%           s = s + w[i] * x[i]
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
    33       5376        35449    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       3456        18958    0.0%       m = max(v)
    42       5376        28689    0.0%       e = [exp(a - m) for a in v]
    43       3456        15826    0.0%       s = sum(e)
    44       3840         6912    0.0%       return [a / s for a in e]
per function:
  <module> (line 0)          20006140 reads    927014578 cost   97.2%
  dot                          447744 reads     12464359 cost    1.3%
  attend                       494208 reads      8657690 cost    0.9%
  prefetch                      92965 reads      3973062 cost    0.4%
  addresses                    177440 reads      1087106 cost    0.1%
  block_offloaded                5003 reads       373031 cost    0.0%
  block_resident                 2571 reads       182445 cost    0.0%
  block_prefetch                 7441 reads       129720 cost    0.0%
  zipf_ids                      38028 reads        93549 cost    0.0%
  softmax                       16128 reads        70385 cost    0.0%
  exp                            5376 reads        35449 cost    0.0%
  <module> (line 0)                 1 reads            3 cost    0.0%
depths:
           1..1              442562 reads       442562 cost
           2..3             3355136 reads      6710272 cost
           4..7             5162577 reads     14359722 cost
           8..15            7814110 reads     29724333 cost
          16..31            1769450 reads      9532602 cost
          32..63             187562 reads      1170693 cost
          64..127             93616 reads       900571 cost
         128..255             56644 reads       717362 cost
         256..511             21706 reads       432580 cost
         512..1023            38798 reads      1060666 cost
        1024..2047            27507 reads      1039036 cost
        2048..4095            29812 reads      1640851 cost
        4096..8191            46846 reads      3675590 cost
        8192..16383           80878 reads      8957409 cost
       16384..32767          149675 reads     23134878 cost
       32768..65535          266154 reads     57721656 cost
       65536..131071         393210 reads    122897883 cost
      131072..262143         786431 reads    347449620 cost
      262144..524287         570371 reads    322513091 cost

== measured call 1 · block_resident() at line 155 · cost 6023113 · 323723 reads · peak live 1035606 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        17784    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       3456        87952    1.5%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    1.1%       out = x[:]
   102       2816        24829    0.4%       for (key, value), w in zip(entries, p):
   103     148992      2331577   38.7%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       2569       571329    9.5%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109          2           93    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536        44776    0.7%       s = w[0] * x[0]
    16      18688        87968    1.5%       for i in range(1, len(x)):
    17     129024      2760432   45.8%*          s = s + w[i] * x[i]
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
    33       1792        10173    0.2%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5247    0.1%       m = max(v)
    42       1792         9665    0.2%       e = [exp(a - m) for a in v]
    43       1152         4417    0.1%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  dot                          149248 reads      2893176 cost   48.0%
  attend                       164736 reads      2526709 cost   42.0%
  block_resident                 2571 reads       571422 cost    9.5%
  softmax                        5376 reads        21633 cost    0.4%
  exp                            1792 reads        10173 cost    0.2%
depths:
           1..1               85009 reads        85009 cost
           2..3               21108 reads        42216 cost
           4..7              128276 reads       383789 cost
           8..15               5640 reads        17924 cost
          16..31               2003 reads        10614 cost
          32..63               3776 reads        27505 cost
          64..127             29570 reads       283464 cost
         128..255              5090 reads        67196 cost
         256..511               826 reads        16291 cost
         512..1023              661 reads        18806 cost
        1024..2047             1413 reads        55997 cost
        2048..4095             3430 reads       189787 cost
        4096..8191             5877 reads       462637 cost
        8192..16383           17669 reads      1924598 cost
       16384..32767           12452 reads      1833347 cost
       32768..65535             399 reads        73549 cost
      524288..1048575           524 reads       530384 cost

== measured call 2 · block_offloaded() at line 155 · cost 26478780 · 326155 reads · peak live 1035610 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        18066    0.1%       scale = 1.0 / math.sqrt(len(x))
   100       3456       385867    1.5%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    0.2%       out = x[:]
   102       2816        24829    0.1%       for (key, value), w in zip(entries, p):
   103     148992     12014552   45.4%*          out = [o + w * v for o, v in zip(out, value)]
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
   114        137         1593    0.0%       for t in range(len(X)):
   115                                           entries = []
   116       1024       521841    2.0%           for e in ADDR[t]:
   117       1280       632062    2.4%               hot, pos = TIER[e]
   118       1536       184474    0.7%               entries.append(resident[pos] if hot else offloaded[pos])
   119       1024        20782    0.1%           out.append(attend(X[t], entries))
   120          2           94    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536       193783    0.7%       s = w[0] * x[0]
    16      18688       236930    0.9%       for i in range(1, len(x)):
    17     129024     12147482   45.9%*          s = s + w[i] * x[i]
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
    33       1792        10173    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5247    0.0%       m = max(v)
    42       1792         9717    0.0%       e = [exp(a - m) for a in v]
    43       1152         4417    0.0%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  dot                          149248 reads     12578195 cost   47.5%
  attend                       164736 reads     12507881 cost   47.2%
  block_offloaded                5003 reads      1360846 cost    5.1%
  softmax                        5376 reads        21685 cost    0.1%
  exp                            1792 reads        10173 cost    0.0%
depths:
           1..1               85008 reads        85008 cost
           2..3               21288 reads        42576 cost
           4..7              128958 reads       385983 cost
           8..15               5889 reads        18614 cost
          16..31               2133 reads        11155 cost
          32..63               3774 reads        27493 cost
          64..127             29825 reads       286431 cost
         128..255              5214 reads        69370 cost
         256..511               867 reads        17210 cost
         512..1023              676 reads        19335 cost
        1024..2047             1393 reads        55197 cost
        2048..4095             3513 reads       194427 cost
        4096..8191             5788 reads       455316 cost
        8192..16383            8081 reads       832076 cost
      524288..1048575         23748 reads     23978589 cost

== measured call 3 · block_prefetch() at line 155 · cost 27470984 · 421558 reads · peak live 1035651 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        19681    0.1%       scale = 1.0 / math.sqrt(len(x))
   100       3456        56726    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    0.2%       out = x[:]
   102       2816        25513    0.1%       for (key, value), w in zip(entries, p):
   103     148992      1201357    4.4%           out = [o + w * v for o, v in zip(out, value)]
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
   127       1024       523713    1.9%           for e in ADDR[t]:
   128       1280       633420    2.3%               hot, pos = TIER[e]
   129       1276        21927    0.1%               if not hot and e not in staged:
   130        850       519174    1.9%                   key, value = offloaded[pos]
   131      88535     22439078   81.7%*                  staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         18         1080    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          6           46    0.0%           prefetch(t)
   135                                       out = []
   136        137         2477    0.0%       for t in range(len(X)):
   137       1024         8555    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        504         5346    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140       1024        18820    0.1%           for e in ADDR[t]:
   141       1280        23956    0.1%               hot, pos = TIER[e]
   142       2422        30942    0.1%               entries.append(resident[pos] if hot else staged[e])
   143       1024        24719    0.1%           out.append(attend(X[t], entries))
   144          2           94    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536        28976    0.1%       s = w[0] * x[0]
    16      18688        72203    0.3%       for i in range(1, len(x)):
    17     129024      1712084    6.2%           s = s + w[i] * x[i]
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
    33       1792        12183    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5915    0.0%       m = max(v)
    42       1792        11043    0.0%       e = [exp(a - m) for a in v]
    43       1152         5085    0.0%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  prefetch                      92965 reads     24137312 cost   87.9%
  dot                          149248 reads      1813263 cost    6.6%
  attend                       164736 reads      1367844 cost    5.0%
  block_prefetch                 7441 reads       116035 cost    0.4%
  softmax                        5376 reads        24347 cost    0.1%
  exp                            1792 reads        12183 cost    0.0%
depths:
           1..1              107758 reads       107758 cost
           2..3               43630 reads        87260 cost
           4..7              151328 reads       431430 cost
           8..15               6271 reads        20051 cost
          16..31               2342 reads        12311 cost
          32..63               3791 reads        27566 cost
          64..127             29034 reads       278002 cost
         128..255              5720 reads        74040 cost
         256..511              3507 reads        70224 cost
         512..1023            19365 reads       553065 cost
        1024..2047             6832 reads       241756 cost
        2048..4095             3481 reads       195539 cost
        4096..8191             5605 reads       436058 cost
        8192..16383            9145 reads       951231 cost
      524288..1048575         23749 reads     23984693 cost
