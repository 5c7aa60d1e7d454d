"""loupe-compare-gc: one program under Loupe's five collectors (and
HotSpot's serial collector), compared on one page (docs/compare-gc.md).

  gclog   reads -verbose:gc (Loupe, both formats) and -Xlog:gc (HotSpot)
  runs    builds the command lines, runs them, checks outputs agree
  page    writes index.html: the pause table, the plots, the heap pictures
  cli     the command line
"""
