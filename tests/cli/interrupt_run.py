#!/usr/bin/python3
"""interrupt_run.py DELAY COMMAND... — runs COMMAND, sends it SIGINT (Ctrl-C) after
DELAY seconds, then prints its stdout, its stderr and "exit=N" for regex checks."""
import signal
import subprocess
import sys
import time

delay = float(sys.argv[1])
proc = subprocess.Popen(sys.argv[2:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
time.sleep(delay)
proc.send_signal(signal.SIGINT)
try:
    out, err = proc.communicate(timeout=30)
except subprocess.TimeoutExpired:
    proc.kill()
    out, err = proc.communicate()
    print("did not stop within 30 s of SIGINT")
print(out)
print(err)
print(f"exit={proc.returncode}")
