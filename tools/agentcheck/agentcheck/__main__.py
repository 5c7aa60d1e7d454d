"""python3 -m agentcheck (with tools/agentcheck on the path): as loupe-agentcheck, with --loupe."""
import sys

from .cli import main

sys.exit(main(sys.argv[1:]))
