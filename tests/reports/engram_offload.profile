dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 954252832 · 21290009 reads · peak live 448178 ==
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
    60      38028        93547    0.0%       return [int(VOCAB ** rng.random()) - 1 for _ in range(n)]
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
    87      44417       350380    0.0%   HOT = sorted(range(BANK), key=lambda e: (-uses[e], e))[:RESIDENT]
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
    99       3072       105636    0.0%       scale = 1.0 / math.sqrt(len(x))
   100      10368       295610    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101      25344       222737    0.0%       out = x[:]
   102       8448        95006    0.0%       for (key, value), w in zip(entries, p):
   103     446976      7939539    0.8%           out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       2569       182230    0.0%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109          2          212    0.0%       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114        137         2911    0.0%       for t in range(len(X)):
   115                                           entries = []
   116       1024       112590    0.0%           for e in ADDR[t]:
   117       1280       157304    0.0%               hot, pos = TIER[e]
   118       1536        58348    0.0%               entries.append(resident[pos] if hot else offloaded[pos])
   119       1024        41632    0.0%           out.append(attend(X[t], entries))
   120          2          215    0.0%       return out, spill
   121                                   
   122                                   
   123                                   def block_prefetch(X, resident, spill, offloaded):
   124                                       staged = {}
   125                                   
   126                                       def prefetch(t):
   127       1024        90056    0.0%           for e in ADDR[t]:
   128       1280       111123    0.0%               hot, pos = TIER[e]
   129       1276        22071    0.0%               if not hot and e not in staged:
   130        850        92540    0.0%                   key, value = offloaded[pos]
   131      88698      3665862    0.4%                   staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         18          500    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          6           46    0.0%           prefetch(t)
   135                                       out = []
   136        137         2510    0.0%       for t in range(len(X)):
   137       1024         8644    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        504         5449    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140       1024        19168    0.0%           for e in ADDR[t]:
   141       1280        24520    0.0%               hot, pos = TIER[e]
   142       2422        34972    0.0%               entries.append(resident[pos] if hot else staged[e])
   143       1024        33931    0.0%           out.append(attend(X[t], entries))
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
   157    2143204    434465169   45.5%*      for d in trace:
   158    5357995     17150534    1.8%           b = int(math.log2(d))   # exact at powers of two
   159   10715987     37355965    3.9%           buckets[b] = buckets.get(b, 0) + 1
   160    1071630    430169623   45.1%*      results.append((name, trace_to_bytedmd(trace, 1), len(trace), buckets))
   161          9         1070    0.0%       outputs.append(out)
   162                                   
   163       3223        47004    0.0%   distinct = sorted(set(e for slots in ADDR for e in slots))
   164       1600        29068    0.0%   cold_used = [e for e in distinct if not TIER[e][0]]
   165         14          510    0.0%   print(f"toy attention block: d_model {D_MODEL}, {SEQ_LEN} tokens, 1 head, {LOOKUPS} bank lookups per token")
   166         16          521    0.0%   print(f"bank {BANK} entries (key + value), {RESIDENT} resident; spill {SPILL:,} values above the offloaded tier")
   167      50467      3621297    0.4%   print(f"entries used: {len(distinct)} ({len(cold_used)} offloaded); "
   168                                         f"outputs identical across variants: {outputs[0] == outputs[1] == outputs[2]}")
   169          1            1    0.0%   print()
   170          5           30    0.0%   base = results[0][1]
   171         16           34    0.0%   print(f"{'variant':<11}{'cost':>14}{'cost/token':>12}{'reads':>10}{'vs resident':>13}")
   172         21          135    0.0%   for name, cost, reads, buckets in results:
   173         55          130    0.0%       print(f"{name:<11}{cost:>14,}{cost // SEQ_LEN:>12,}{reads:>10,}{cost / base:>12.2f}x")
   174          1            2    0.0%   print()
   175          3            6    0.0%   print("reads by depth")
   176        309         1061    0.0%   top = max(b for r in results for b in r[3])
   177         48          178    0.0%   print(f"{'depth':<18}" + "".join(f"{r[0]:>11}" for r in results))
   178         24           91    0.0%   for b in range(top + 1):
   179        256         1027    0.0%       if all(r[3].get(b, 0) == 0 for r in results):
   180                                           continue
   181        160          354    0.0%       label = f"{2 ** b:,}-{2 ** (b + 1) - 1:,}"
   182        951         3428    0.0%       print(f"{label:<18}" + "".join(f"{r[3].get(b, 0):>11,}" for r in results))
-- stdlib/nn.dmd
    11          1            3    0.0%   import math
    12                                   
    13                                   
    14                                   def dot(w, x):
    15       4608       196876    0.0%       s = w[0] * x[0]
    16      56064       284733    0.0%       for i in range(1, len(x)):
    17     387072     11983705    1.3%           s = s + w[i] * x[i]
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
    33       5376        35465    0.0%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       3456        18964    0.0%       m = max(v)
    42       5376        28705    0.0%       e = [exp(a - m) for a in v]
    43       3456        15832    0.0%       s = sum(e)
    44       3840         6912    0.0%       return [a / s for a in e]
per function:
  <module> (line 0)          20002941 reads    927175523 cost   97.2%
  dot                          447744 reads     12465314 cost    1.3%
  attend                       494208 reads      8658528 cost    0.9%
  prefetch                      93128 reads      3981652 cost    0.4%
  addresses                    177440 reads      1087106 cost    0.1%
  block_offloaded                5003 reads       373000 cost    0.0%
  block_resident                 2571 reads       182442 cost    0.0%
  block_prefetch                 7441 reads       129839 cost    0.0%
  zipf_ids                      38028 reads        93547 cost    0.0%
  softmax                       16128 reads        70413 cost    0.0%
  exp                            5376 reads        35465 cost    0.0%
  <module> (line 0)                 1 reads            3 cost    0.0%
depths:
           1..1              442539 reads       442539 cost
           2..3             3355609 reads      6711218 cost
           4..7             5162485 reads     14359288 cost
           8..15            7815744 reads     29729289 cost
          16..31            1764638 reads      9500127 cost
          32..63             186756 reads      1165347 cost
          64..127             93825 reads       902560 cost
         128..255             56632 reads       717170 cost
         256..511             21719 reads       432870 cost
         512..1023            38821 reads      1060311 cost
        1024..2047            27802 reads      1049716 cost
        2048..4095            29533 reads      1627392 cost
        4096..8191            46896 reads      3679529 cost
        8192..16383           80867 reads      8956248 cost
       16384..32767          149673 reads     23134624 cost
       32768..65535          266151 reads     57721214 cost
       65536..131071         393204 reads    122896115 cost
      131072..262143         786431 reads    347449620 cost
      262144..524287         570684 reads    322717655 cost

== measured call 1 · block_resident() at line 155 · cost 5572044 · 323723 reads · peak live 35605 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        16955    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       3456        83807    1.5%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    1.2%       out = x[:]
   102       2816        24829    0.4%       for (key, value), w in zip(entries, p):
   103     148992      2331577   41.8%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       2569       127721    2.3%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109          2           93    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536        44776    0.8%       s = w[0] * x[0]
    16      18688        87968    1.6%       for i in range(1, len(x)):
    17     129024      2760432   49.5%*          s = s + w[i] * x[i]
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
    33       1792         9344    0.2%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5247    0.1%       m = max(v)
    42       1792         8007    0.1%       e = [exp(a - m) for a in v]
    43       1152         4417    0.1%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  dot                          149248 reads      2893176 cost   51.9%
  attend                       164736 reads      2521735 cost   45.3%
  block_resident                 2571 reads       127814 cost    2.3%
  softmax                        5376 reads        19975 cost    0.4%
  exp                            1792 reads         9344 cost    0.2%
depths:
           1..1               85010 reads        85010 cost
           2..3               21109 reads        42218 cost
           4..7              128274 reads       383785 cost
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
        8192..16383           17793 reads      1938558 cost
       16384..32767           12768 reads      1883075 cost
       32768..65535             483 reads        89177 cost

== measured call 2 · block_offloaded() at line 155 · cost 5695864 · 326155 reads · peak live 35609 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        17237    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       3456        83950    1.5%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    1.1%       out = x[:]
   102       2816        24829    0.4%       for (key, value), w in zip(entries, p):
   103     148992      2334839   41.0%*          out = [o + w * v for o, v in zip(out, value)]
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
   114        137         1591    0.0%       for t in range(len(X)):
   115                                           entries = []
   116       1024        79984    1.4%           for e in ADDR[t]:
   117       1280       106009    1.9%               hot, pos = TIER[e]
   118       1536        34691    0.6%               entries.append(resident[pos] if hot else offloaded[pos])
   119       1024        19124    0.3%           out.append(attend(X[t], entries))
   120          2           94    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536        44878    0.8%       s = w[0] * x[0]
    16      18688        88025    1.5%       for i in range(1, len(x)):
    17     129024      2766675   48.6%*          s = s + w[i] * x[i]
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
    33       1792         9344    0.2%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5247    0.1%       m = max(v)
    42       1792         8059    0.1%       e = [exp(a - m) for a in v]
    43       1152         4417    0.1%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  dot                          149248 reads      2899578 cost   50.9%
  attend                       164736 reads      2525422 cost   44.3%
  block_offloaded                5003 reads       241493 cost    4.2%
  softmax                        5376 reads        20027 cost    0.4%
  exp                            1792 reads         9344 cost    0.2%
depths:
           1..1               85009 reads        85009 cost
           2..3               21288 reads        42576 cost
           4..7              128957 reads       385980 cost
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
        8192..16383           18304 reads      2003294 cost
       16384..32767           12936 reads      1915583 cost
       32768..65535             589 reads       108874 cost

== measured call 3 · block_prefetch() at line 155 · cost 6748593 · 421721 reads · peak live 35652 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99       1024        18880    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       3456        52659    0.8%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101       8448        64567    1.0%       out = x[:]
   102       2816        25515    0.4%       for (key, value), w in zip(entries, p):
   103     148992      1202370   17.8%*          out = [o + w * v for o, v in zip(out, value)]
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
   127       1024        82646    1.2%           for e in ADDR[t]:
   128       1280       108294    1.6%               hot, pos = TIER[e]
   129       1276        21581    0.3%               if not hot and e not in staged:
   130        850        72602    1.1%                   key, value = offloaded[pos]
   131      88698      3136645   46.5%*                  staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         18          247    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          6           46    0.0%           prefetch(t)
   135                                       out = []
   136        137         2478    0.0%       for t in range(len(X)):
   137       1024         8557    0.1%           if t + PREFETCH_AHEAD < len(X):
   138        504         5348    0.1%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140       1024        18839    0.3%           for e in ADDR[t]:
   141       1280        23987    0.4%               hot, pos = TIER[e]
   142       2422        30811    0.5%               entries.append(resident[pos] if hot else staged[e])
   143       1024        23099    0.3%           out.append(attend(X[t], entries))
   144          2           94    0.0%       return out, spill
-- stdlib/nn.dmd
    15       1536        29004    0.4%       s = w[0] * x[0]
    16      18688        72230    1.1%       for i in range(1, len(x)):
    17     129024      1714014   25.4%*          s = s + w[i] * x[i]
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
    33       1792        11371    0.2%       return math.exp(x) + 0.0 * x
    34                                   
    35                                   
    36                                   def sigmoid(z):
    37                                       return 1.0 / (1.0 + exp(-z))
    38                                   
    39                                   
    40                                   def softmax(v):
    41       1152         5920    0.1%       m = max(v)
    42       1792         9395    0.1%       e = [exp(a - m) for a in v]
    43       1152         5090    0.1%       s = sum(e)
    44       1280         2304    0.0%       return [a / s for a in e]
per function:
  prefetch                      93128 reads      3421768 cost   50.7%
  dot                          149248 reads      1815248 cost   26.9%
  attend                       164736 reads      1363991 cost   20.2%
  block_prefetch                 7441 reads       113506 cost    1.7%
  softmax                        5376 reads        22709 cost    0.3%
  exp                            1792 reads        11371 cost    0.2%
depths:
           1..1              107760 reads       107760 cost
           2..3               43630 reads        87260 cost
           4..7              151226 reads       431124 cost
           8..15               6370 reads        20375 cost
          16..31               2339 reads        12313 cost
          32..63               3796 reads        27596 cost
          64..127             29034 reads       278007 cost
         128..255              5715 reads        73958 cost
         256..511              3527 reads        70616 cost
         512..1023            19034 reads       542815 cost
        1024..2047             7224 reads       255389 cost
        2048..4095             3522 reads       197979 cost
        4096..8191             5654 reads       440381 cost
        8192..16383           18945 reads      2097633 cost
       16384..32767           13093 reads      1948075 cost
       32768..65535             852 reads       157312 cost
