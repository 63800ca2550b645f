/**
 * The app's frame as index.html paints it before any script runs (its header
 * bar and a status line), for the moment between a sign-in and the shell's
 * first render (useLandingStage): the same frame a page load shows, so the
 * sign-in gives way to what every start looks like.
 */
export function LandingFrame() {
  return (
    <>
      <div
        style={{
          height: 56,
          boxSizing: 'border-box',
          borderBottom: '1px solid #dee2e6',
          display: 'flex',
          alignItems: 'center',
          padding: '0 16px',
        }}
      >
        <span style={{ fontWeight: 700, fontSize: 18, color: '#1971c2' }}>SDR Ops</span>
      </div>
      <p role="status" className="shell-status">
        Opening SDR Ops…
      </p>
    </>
  );
}
