"""The Loupe benchmark runner (bench/run.py), by concept:

    configs       what runs a program: configurations, groups, skipping what a build lacks
    programs      the programs, their declarations, compiling them
    parsing       bench lines, GC logs (Loupe and HotSpot), source declarations
    running       probing, the round-robin plan, running and checking each run
    results       one comparison's data, saved as results.json
    stats         medians, ratios, geometric means, GC and overhead summaries
    report        report.md and the CSV files
    svg, plots    a small SVG plotting module and the four plots
    accuracy      the profile-accuracy file format (plot d)
    environment   machine, commit, VM versions
"""
