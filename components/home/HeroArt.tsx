/** A generated still life of product silhouettes (lipstick, bottle, compact, jar) on mist; no network image. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Lipstick, serum bottle, compact and cream jar">
      <rect width="400" height="300" fill="#F5F5F5" />
      <ellipse cx="200" cy="262" rx="170" ry="10" fill="#E3E3E3" />
      {/* serum bottle */}
      <rect x="150" y="110" width="70" height="150" rx="6" fill="#E9C9B5" />
      <rect x="168" y="80" width="34" height="34" rx="3" fill="#111111" />
      <rect x="176" y="58" width="18" height="26" rx="2" fill="#3A3A3A" />
      <rect x="160" y="160" width="50" height="40" fill="#FFFFFF" opacity="0.7" />
      {/* lipstick */}
      <rect x="84" y="170" width="34" height="90" rx="3" fill="#111111" />
      <rect x="88" y="140" width="26" height="34" fill="#B8952B" />
      <path d="M91 140 L91 112 Q101 100 111 108 L111 140 Z" fill="#B0285A" />
      {/* compact */}
      <ellipse cx="282" cy="248" rx="48" ry="12" fill="#111111" />
      <rect x="234" y="232" width="96" height="16" fill="#111111" />
      <ellipse cx="282" cy="232" rx="48" ry="12" fill="#2B2B2B" />
      <ellipse cx="282" cy="232" rx="30" ry="7" fill="#D9A38F" />
      {/* cream jar */}
      <rect x="300" y="170" width="66" height="52" rx="6" fill="#FFFFFF" stroke="#E3E3E3" />
      <rect x="296" y="156" width="74" height="20" rx="4" fill="#F4B6C8" />
    </svg>
  );
}
