// The desk's ring: three short tones made with Web Audio (no sound file to load or cache). Browsers
// let a page play sound only after a tap, so the shift starts with one ('Начать смену'), which
// creates and resumes the audio context; every ring after that plays without a gesture.
const TONES = [
  { at: 0, hz: 880 },
  { at: 0.22, hz: 1175 },
  { at: 0.44, hz: 1397 },
] as const;
const TONE_SECONDS = 0.18;

export class Ringer {
  private context: AudioContext | null = null;

  /** Call from a tap. True when sound can play. */
  async unlock(): Promise<boolean> {
    this.context ??= new AudioContext();
    if (this.context.state !== 'running') await this.context.resume().catch(() => undefined);
    return this.context.state === 'running';
  }

  get unlocked(): boolean {
    return this.context?.state === 'running';
  }

  ring(): boolean {
    const context = this.context;
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime + 0.02;
    for (const tone of TONES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = tone.hz;
      // A quick rise and fall: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(0.6, start + tone.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + TONE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + TONE_SECONDS + 0.02);
    }
    return true;
  }

  close(): void {
    void this.context?.close();
    this.context = null;
  }
}
