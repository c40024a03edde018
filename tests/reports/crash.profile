dmdpy profile · model strict · 1 byte(s) per element

== the run: cost 0 · 0 reads · peak live 0 ==
  line      reads         cost       %   source
per function:
depths:
