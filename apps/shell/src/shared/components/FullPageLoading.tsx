/**
 * The frame's silhouette while the signed-in user loads: the same markup as index.html's boot
 * screen (styled there, in the stored theme), so the page does not flash between the two.
 */
export function FullPageLoading() {
  return (
    <div className="boot-frame" aria-busy="true">
      <div className="boot-sider">
        <div className="boot-logo" />
      </div>
      <div className="boot-main">
        <div className="boot-header" />
        <div className="boot-tabs" />
        <div className="boot-content">
          <div className="boot-spinner" />
        </div>
      </div>
    </div>
  );
}
