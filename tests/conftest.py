import os

# Every GUI test runs offscreen; no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
