/** The story panel's picture: dusk over soft hills, the sun sinking behind a cloud. Pure SVG, no network. */
export function EveningSky() {
  return (
    <svg
      viewBox="0 0 480 300"
      width="100%"
      height="100%"
      role="img"
      aria-label="An evening sky over quiet hills"
    >
      <defs>
        <linearGradient id="iw-dusk" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b3f8f" />
          <stop offset="0.55" stopColor="#8a6fd1" />
          <stop offset="1" stopColor="#ffb38a" />
        </linearGradient>
        <radialGradient id="iw-glow" cx="0.62" cy="0.62" r="0.4">
          <stop offset="0" stopColor="#ffe1a8" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffe1a8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="300" fill="url(#iw-dusk)" />
      <rect width="480" height="300" fill="url(#iw-glow)" />
      <g fill="#fff" opacity="0.85">
        <circle cx="60" cy="40" r="1.6" />
        <circle cx="120" cy="70" r="1.1" />
        <circle cx="210" cy="30" r="1.4" />
        <circle cx="390" cy="50" r="1.2" />
        <circle cx="440" cy="95" r="1" />
        <circle cx="30" cy="110" r="1" />
      </g>
      <circle cx="300" cy="190" r="46" fill="#ffcf8a" />
      <path
        d="M236 196h118a30 30 0 0 0 0-60 42 42 0 0 0-79 12 26 26 0 0 0-39 48z"
        fill="#f4f1ff"
        opacity="0.95"
      />
      <path d="M0 236c70-34 150-40 230-18s170 20 250-14v96H0z" fill="#4a3f86" opacity="0.85" />
      <path d="M0 262c90-26 180-24 260-6s150 16 220-8v52H0z" fill="#2c2862" />
    </svg>
  );
}
