"""loupe-agentcheck: runs a program with a JVMPI agent across Loupe's
collectors, execution modes and collection stress, classifies each run and
writes a report (docs/agent-validation.md). Python 3 standard library only.

    matrix.py    the cells and how one is run
    verdicts.py  what a finished run means: ok, violation, crash, hang, differs
    report.py    report.md, report.html and the summary table
    cli.py       the command line
"""
