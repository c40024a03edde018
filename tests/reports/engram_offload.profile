dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 589344656 · 9425596 reads · peak live 335597 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    60      29576        63892    0.0%       return [int(VOCAB ** rng.random()) - 1 for _ in range(n)]
    61                                   
    62                                   
    63                                   def addresses(ids):
    64                                       """The LOOKUPS bank addresses of each token: hashes of its n-grams."""
    65          4            6    0.0%       padded = [0, 0] + ids
    66                                       out = []
    67       4234        16909    0.0%       for t in range(len(ids)):
    68      29568        55104    0.0%           a, b, c = padded[t], padded[t + 1], padded[t + 2]
    69      84480       583648    0.1%           slots = [(b * 7919 + c) % BANK, (a * 104729 + b * 7919 + c * 31 + 17) % BANK]
    70      12672        38013    0.0%           out.append(slots[:LOOKUPS])
    71                                       return out
    72                                   
    73                                   
    74          1            2    0.0%   rng = random.Random(SEED)
    75          1            2    0.0%   IDS = zipf_ids(rng, SEQ_LEN)
    76          1           12    0.0%   ADDR = addresses(IDS)
    77      66820       152752    0.0%   EMBED = [[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)] for _ in range(VOCAB)]
    78        385        12645    0.0%   X = [EMBED[i][:] for i in IDS]
    79     266756       643371    0.1%   BANK_KV = [[[rng.gauss(0.0, 1.0) for _ in range(D_MODEL)],
    80                                               [rng.gauss(0.0, 1.0) for _ in range(D_MODEL)]] for _ in range(BANK)]
    81                                   
    82                                   # Static split: the RESIDENT entries most looked up on a profiling stream.
    83          2          165    0.0%   uses = [0] * BANK
    84       4099         8943    0.0%   for slots in addresses(zipf_ids(rng, PROFILE_LEN)):
    85      12288       337142    0.1%       for e in slots:
    86      32768       796214    0.1%           uses[e] += 1
    87      34509       222278    0.0%   HOT = sorted(range(BANK), key=lambda e: (-uses[e], e))[:RESIDENT]
    88      93796       344224    0.1%   COLD = [e for e in range(BANK) if e not in HOT]
    89          2           25    0.0%   TIER = [None] * BANK   # entry -> (in resident tier?, position in its tier)
    90        130          268    0.0%   for pos, e in enumerate(HOT):
    91         64          632    0.0%       TIER[e] = (True, pos)
    92        898         1804    0.0%   for pos, e in enumerate(COLD):
    93        448        11514    0.0%       TIER[e] = (False, pos)
    94          2          182    0.0%   SPILL_DATA = [0.0] * SPILL
    95                                   
    96                                   
    97                                   def attend(x, entries):
    98                                       """x + softmax_e(x . key_e / sqrt(d)) weighted sum of value_e."""
    99       1536        76114    0.0%       scale = 1.0 / math.sqrt(len(x))
   100       3840        39181    0.0%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        384         5148    0.0%       out = x[:]
   102       3072        27171    0.0%       for (key, value), w in zip(entries, p):
   103     345600      7552936    1.3%           out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       1157        79114    0.0%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
   109                                       return out, spill
   110                                   
   111                                   
   112                                   def block_offloaded(X, resident, spill, offloaded):
   113                                       out = []
   114        133         2893    0.0%       for t in range(len(X)):
   115                                           entries = []
   116        512        26643    0.0%           for e in ADDR[t]:
   117        256        51240    0.0%               hot, pos = TIER[e]
   118        768        53813    0.0%               entries.append(resident[pos] if hot else offloaded[pos])
   119        384         5761    0.0%           out.append(attend(X[t], entries))
   120                                       return out, spill
   121                                   
   122                                   
   123                                   def block_prefetch(X, resident, spill, offloaded):
   124                                       staged = {}
   125                                   
   126                                       def prefetch(t):
   127        512        22868    0.0%           for e in ADDR[t]:
   128        256        40811    0.0%               hot, pos = TIER[e]
   129        883         8159    0.0%               if not hot and e not in staged:
   130        170        26012    0.0%                   key, value = offloaded[pos]
   131      65960      3470238    0.6%                   staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         13          467    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          2           20    0.0%           prefetch(t)
   135                                       out = []
   136        133         2391    0.0%       for t in range(len(X)):
   137        768         5373    0.0%           if t + PREFETCH_AHEAD < len(X):
   138        378         2849    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140        512         5576    0.0%           for e in ADDR[t]:
   141        256         6875    0.0%               hot, pos = TIER[e]
   142       1317        11134    0.0%               entries.append(resident[pos] if hot else staged[e])
   143        384         5128    0.0%           out.append(attend(X[t], entries))
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
   154          4          497    0.0%   for name, block, args in variants:
   155          6          847    0.0%       trace, (out, spill) = traced_eval(block, args)
   156                                       buckets = {}
   157     790533      2371596    0.4%       for d in trace:
   158    1581060    273337040   46.4%*          b = int(math.log2(d))   # exact at powers of two
   159    4743180     12701991    2.2%           buckets[b] = buckets.get(b, 0) + 1
   160     790542    272538481   46.2%*      results.append((name, trace_to_bytedmd(trace, 1), len(trace), buckets))
   161          3          495    0.0%       outputs.append(out)
   162                                   
   163       2096        29976    0.0%   distinct = sorted(set(e for slots in ADDR for e in slots))
   164        817         3375    0.0%   cold_used = [e for e in distinct if not TIER[e][0]]
   165         13          355    0.0%   print(f"toy attention block: d_model {D_MODEL}, {SEQ_LEN} tokens, 1 head, {LOOKUPS} bank lookups per token")
   166         15          354    0.0%   print(f"bank {BANK} entries (key + value), {RESIDENT} resident; spill {SPILL:,} values above the offloaded tier")
   167      49943      3535899    0.6%   print(f"entries used: {len(distinct)} ({len(cold_used)} offloaded); "
   168                                         f"outputs identical across variants: {outputs[0] == outputs[1] == outputs[2]}")
   169                                   print()
   170          2            4    0.0%   base = results[0][1]
   171         15           28    0.0%   print(f"{'variant':<11}{'cost':>14}{'cost/token':>12}{'reads':>10}{'vs resident':>13}")
   172          4           10    0.0%   for name, cost, reads, buckets in results:
   173         52          171    0.0%       print(f"{name:<11}{cost:>14,}{cost // SEQ_LEN:>12,}{reads:>10,}{cost / base:>12.2f}x")
   174                                   print()
   175          2            3    0.0%   print("reads by depth")
   176        228          757    0.0%   top = max(b for r in results for b in r[3])
   177         38          124    0.0%   print(f"{'depth':<18}" + "".join(f"{r[0]:>11}" for r in results))
   178         21           59    0.0%   for b in range(top + 1):
   179        135          386    0.0%       if all(r[3].get(b, 0) == 0 for r in results):
   180                                           continue
   181        150          286    0.0%       label = f"{2 ** b:,}-{2 ** (b + 1) - 1:,}"
   182        651         2004    0.0%       print(f"{label:<18}" + "".join(f"{r[3].get(b, 0):>11,}" for r in results))
-- stdlib/nn.dmd
    15       3072       159615    0.0%       s = w[0] * x[0]
    16      52992       209504    0.0%       for i in range(1, len(x)):
    17     290304      9562029    1.6%           s = s + w[i] * x[i]
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
    33       3840        14685    0.0%       return math.exp(x) + 0.0 * x
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
  <module>                    8474532 reads    567079540 cost   96.2%
  dot                          346368 reads      9931148 cost    1.7%
  attend                       354432 reads      7700550 cost    1.3%
  prefetch                      67781 reads      3568088 cost    0.6%
  addresses                    130958 reads       693680 cost    0.1%
  block_offloaded                2053 reads       140350 cost    0.0%
  block_resident                 1157 reads        79114 cost    0.0%
  zipf_ids                      29576 reads        63892 cost    0.0%
  block_prefetch                 3763 reads        39813 cost    0.0%
  softmax                       11136 reads        33796 cost    0.0%
  exp                            3840 reads        14685 cost    0.0%
depths:
           1..1             1937125 reads      1937125 cost
           2..3              887021 reads      1774042 cost
           4..7             3512749 reads      9238465 cost
           8..15             501387 reads      1799187 cost
          16..31             658427 reads      3277986 cost
          32..63               6581 reads        45923 cost
          64..127             54602 reads       506590 cost
         128..255             65391 reads       855662 cost
         256..511             17268 reads       351175 cost
         512..1023            28460 reads       803873 cost
        1024..2047            23522 reads       900906 cost
        2048..4095            23321 reads      1303739 cost
        4096..8191            46319 reads      3629537 cost
        8192..16383           76244 reads      8365900 cost
       16384..32767          156056 reads     24175643 cost
       32768..65535          243089 reads     52589079 cost
       65536..131071         393210 reads    122897966 cost
      131072..262143         698772 reads    303477296 cost
      262144..524287          96052 reads     51414562 cost

== measured call 1 · block_resident() at line 155 · cost 4782410 · 239749 reads · peak live 31076 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        12049    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       1280        10610    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102       1024         7461    0.2%       for (key, value), w in zip(entries, p):
   103     115200      2191583   45.8%*          out = [o + w * v for o, v in zip(out, value)]
   104                                       return out
   105                                   
   106                                   
   107                                   def block_resident(X, bank, spill, unused):
   108       1157        59152    1.2%       out = [attend(X[t], [bank[e] for e in ADDR[t]]) for t in range(len(X))]
-- stdlib/nn.dmd
    15       1024        39480    0.8%       s = w[0] * x[0]
    16      17664        64409    1.3%       for i in range(1, len(x)):
    17      96768      2381869   49.8%*          s = s + w[i] * x[i]
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
  dot                          115456 reads      2485758 cost   52.0%
  attend                       118144 reads      2223011 cost   46.5%
  block_resident                 1157 reads        59152 cost    1.2%
  softmax                        3712 reads        10361 cost    0.2%
  exp                            1280 reads         4128 cost    0.1%
depths:
           1..1               67721 reads        67721 cost
           2..3               16167 reads        32334 cost
           4..7               85979 reads       240880 cost
           8..15                259 reads          780 cost
          16..31                 16 reads           85 cost
          32..63                 32 reads          233 cost
          64..127             21699 reads       207820 cost
         128..255              6147 reads        77591 cost
         256..511              1436 reads        28187 cost
         512..1023             1386 reads        39797 cost
        1024..2047             1701 reads        64481 cost
        2048..4095             3733 reads       205007 cost
        4096..8191             4778 reads       371671 cost
        8192..16383           20485 reads      2235781 cost
       16384..32767            8210 reads      1210042 cost

== measured call 2 · block_offloaded() at line 155 · cost 4825148 · 240645 reads · peak live 31078 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        12072    0.3%       scale = 1.0 / math.sqrt(len(x))
   100       1280        10664    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102       1024         7461    0.2%       for (key, value), w in zip(entries, p):
   103     115200      2193026   45.4%*          out = [o + w * v for o, v in zip(out, value)]
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
   114        133         1610    0.0%       for t in range(len(X)):
   115                                           entries = []
   116        512        19199    0.4%           for e in ADDR[t]:
   117        256        36864    0.8%               hot, pos = TIER[e]
   118        768        36608    0.8%               entries.append(resident[pos] if hot else offloaded[pos])
   119        384         3650    0.1%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024        39534    0.8%       s = w[0] * x[0]
    16      17664        64495    1.3%       for i in range(1, len(x)):
    17      96768      2384113   49.4%*          s = s + w[i] * x[i]
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
    42       1152         4576    0.1%       e = [exp(a - m) for a in v]
    43        896         1919    0.0%       s = sum(e)
    44        896         1664    0.0%       return [a / s for a in e]
per function:
  dot                          115456 reads      2488142 cost   51.6%
  attend                       118144 reads      2224531 cost   46.1%
  block_offloaded                2053 reads        97931 cost    2.0%
  softmax                        3712 reads        10400 cost    0.2%
  exp                            1280 reads         4144 cost    0.1%
depths:
           1..1               67208 reads        67208 cost
           2..3               16737 reads        33474 cost
           4..7               86267 reads       241506 cost
           8..15                257 reads          773 cost
          16..31                 16 reads           85 cost
          32..63                 32 reads          233 cost
          64..127             21798 reads       208751 cost
         128..255              6254 reads        79129 cost
         256..511              1507 reads        29507 cost
         512..1023             1376 reads        39479 cost
        1024..2047             1736 reads        65774 cost
        2048..4095             3735 reads       205384 cost
        4096..8191             4687 reads       365299 cost
        8192..16383           20147 reads      2187692 cost
       16384..32767            8888 reads      1300854 cost

== measured call 3 · block_prefetch() at line 155 · cost 5724139 · 310136 reads · peak live 31088 ==
  line      reads         cost       %   source
-- engram_offload.dmd
    99        512        11564    0.2%       scale = 1.0 / math.sqrt(len(x))
   100       1280        12018    0.2%       p = nn.softmax([nn.dot(x, key) * scale for key, value in entries])
   101        128         1308    0.0%       out = x[:]
   102       1024         7461    0.1%       for (key, value), w in zip(entries, p):
   103     115200      1145073   20.0%*          out = [o + w * v for o, v in zip(out, value)]
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
   127        512        21070    0.4%           for e in ADDR[t]:
   128        256        37206    0.6%               hot, pos = TIER[e]
   129        883         8393    0.1%               if not hot and e not in staged:
   130        170        25133    0.4%                   key, value = offloaded[pos]
   131      65960      2909811   50.8%*                  staged[e] = [[k * 1.0 for k in key], [v * 1.0 for v in value]]
   132                                   
   133         13          225    0.0%       for t in range(min(PREFETCH_AHEAD, len(X))):
   134          2           20    0.0%           prefetch(t)
   135                                       out = []
   136        133         2390    0.0%       for t in range(len(X)):
   137        768         5371    0.1%           if t + PREFETCH_AHEAD < len(X):
   138        378         2849    0.0%               prefetch(t + PREFETCH_AHEAD)
   139                                           entries = []
   140        512         5485    0.1%           for e in ADDR[t]:
   141        256         6833    0.1%               hot, pos = TIER[e]
   142       1317        10794    0.2%               entries.append(resident[pos] if hot else staged[e])
   143        384         5158    0.1%           out.append(attend(X[t], entries))
-- stdlib/nn.dmd
    15       1024        24975    0.4%       s = w[0] * x[0]
    16      17664        49007    0.9%       for i in range(1, len(x)):
    17      96768      1416241   24.7%*          s = s + w[i] * x[i]
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
  prefetch                      67781 reads      3001613 cost   52.4%
  dot                          115456 reads      1490223 cost   26.0%
  attend                       118144 reads      1177424 cost   20.6%
  block_prefetch                 3763 reads        39125 cost    0.7%
  softmax                        3712 reads        11005 cost    0.2%
  exp                            1280 reads         4749 cost    0.1%
depths:
           1..1               68320 reads        68320 cost
           2..3               60699 reads       121398 cost
           4..7               86629 reads       242278 cost
           8..15                451 reads         1480 cost
          16..31                  1 reads            4 cost
          64..127             21568 reads       206766 cost
         128..255              6363 reads        79903 cost
         256..511              2607 reads        52384 cost
         512..1023            18088 reads       519934 cost
        1024..2047             7591 reads       272521 cost
        2048..4095             3453 reads       194712 cost
        4096..8191             4937 reads       385786 cost
        8192..16383           19424 reads      2121046 cost
       16384..32767           10005 reads      1457607 cost
