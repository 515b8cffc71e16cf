import os

# Every GUI test runs offscreen; no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Tests never play through the computer's speakers: the real audio output sees BGDESK_AUDIO=off
# and reports no device. Tests of sound use bgdesk.sound.RecordingOutput instead.
os.environ["BGDESK_AUDIO"] = "off"
