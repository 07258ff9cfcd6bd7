/**
 * Parcel tracking behind one interface. A courier's tracking service (快递100, 快递鸟) would be
 * another implementation; the local one answers the events the portal itself knows: the shop
 * shipped the parcel with a courier and number, and the member received it.
 */
import type { MallOrder, Tracking } from "../../../domain/mall/order.ts"

export interface TrackingProvider {
  track(order: MallOrder): Promise<Tracking>
}

export class LocalTrackingProvider implements TrackingProvider {
  async track(order: MallOrder): Promise<Tracking> {
    const events: Array<{ time: string; text: string }> = []
    if (order.shipTime) events.push({ time: order.shipTime, text: `商家已发货，${order.courierName ?? ""}运单号 ${order.trackingNo ?? ""}` })
    if (order.receiveTime) events.push({ time: order.receiveTime, text: "包裹已签收，买家已确认收货" })
    return { courier: order.courier, courierName: order.courierName, trackingNo: order.trackingNo, events: events.reverse() }
  }
}

export const trackingProvider: TrackingProvider = new LocalTrackingProvider()
