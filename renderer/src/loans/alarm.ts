/** Plays a short two-tone alarm (Web Audio, no asset file); silently does nothing where audio is unavailable. */
export function soundAlarm(): void {
  const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    [880, 660, 880].forEach((frequency, index) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + index * 0.22);
      tone.stop(context.currentTime + index * 0.22 + 0.18);
    });
    setTimeout(() => void context.close().catch(() => undefined), 1000);
  } catch {
    // No audio device: the banner and the notification still show the alert.
  }
}
