dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 5 · 5 reads · peak live 1 ==
  line      reads         cost       %   source
-- neuron.dmd
    11          1            1   20.0%*  import math
    12          1            1   20.0%*  import random
    13                                   
    14          1            1   20.0%*  EPOCHS = 3
    15          1            1   20.0%*  BATCH = 50
    16          1            1   20.0%*  LR = 2.0
per function:
  <module>                          5 reads            5 cost  100.0%
depths:
           1..1                   5 reads            5 cost
