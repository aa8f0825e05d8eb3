import { Spin } from 'antd';

export function FullPageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin size="large" />
    </div>
  );
}
