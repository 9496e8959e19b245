
      // Auto-generated index file for Medusa Admin UI extensions
    import WidgetComponent0, { config as WidgetConfig0 } from "/work/h-dup/admin-extensions/src/admin/widgets/customer-shop-account.tsx"
import WidgetComponent1, { config as WidgetConfig1 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-bank-transfer.tsx"
import WidgetComponent2, { config as WidgetConfig2 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-card-payment.tsx"
import WidgetComponent3, { config as WidgetConfig3 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-company.tsx"
import WidgetComponent4, { config as WidgetConfig4 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-delivery-place.tsx"
import WidgetComponent5, { config as WidgetConfig5 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-installment-payment.tsx"
import WidgetComponent6, { config as WidgetConfig6 } from "/work/h-dup/admin-extensions/src/admin/widgets/order-line-payments.tsx"
import WidgetComponent7, { config as WidgetConfig7 } from "/work/h-dup/admin-extensions/src/admin/widgets/product-special-offers.tsx"
import WidgetComponent8, { config as WidgetConfig8 } from "/work/h-dup/admin-extensions/src/admin/widgets/promotion-codes.tsx"
import WidgetComponent9, { config as WidgetConfig9 } from "/work/h-dup/admin-extensions/src/admin/widgets/promotion-shop-fields.tsx"

const widgetModule = { widgets: [
  {
    Component: WidgetComponent0,
    zone: ["customer.details.after"],
    widgetId: "electroshop:customer-shop-account"
},
{
    Component: WidgetComponent1,
    zone: ["order.details"],
    widgetId: "electroshop:order-bank-transfer"
},
{
    Component: WidgetComponent2,
    zone: ["order.details"],
    widgetId: "electroshop:order-card-payment"
},
{
    Component: WidgetComponent3,
    zone: ["order.details.side.after"],
    widgetId: "electroshop:order-company"
},
{
    Component: WidgetComponent4,
    zone: ["order.details"],
    widgetId: "electroshop:order-delivery-place"
},
{
    Component: WidgetComponent5,
    zone: ["order.details"],
    widgetId: "electroshop:order-installment-payment"
},
{
    Component: WidgetComponent6,
    zone: ["order.details"],
    widgetId: "electroshop:order-line-payments"
},
{
    Component: WidgetComponent7,
    zone: ["product.details.after"],
    widgetId: "electroshop:product-special-offers"
},
{
    Component: WidgetComponent8,
    zone: ["promotion.details"],
    widgetId: "electroshop:promotion-codes"
},
{
    Component: WidgetComponent9,
    zone: ["promotion.details"],
    widgetId: "electroshop:promotion-shop-fields"
}
] }
    import RouteComponent0, { config as HandleConfig0 } from "/work/h-dup/admin-extensions/src/admin/routes/bank-statements/page.tsx"
import RouteComponent1, { config as HandleConfig1 } from "/work/h-dup/admin-extensions/src/admin/routes/barems/page.tsx"
import RouteComponent2, { config as HandleConfig2 } from "/work/h-dup/admin-extensions/src/admin/routes/buyout-catalogue/page.tsx"
import RouteComponent3, { config as HandleConfig3 } from "/work/h-dup/admin-extensions/src/admin/routes/buyouts/page.tsx"
import RouteComponent4, { config as HandleConfig4 } from "/work/h-dup/admin-extensions/src/admin/routes/cdn-purge/page.tsx"
import RouteComponent5, { config as HandleConfig5 } from "/work/h-dup/admin-extensions/src/admin/routes/delivery-timeslots/page.tsx"
import RouteComponent6, { config as HandleConfig6 } from "/work/h-dup/admin-extensions/src/admin/routes/item-extras/page.tsx"
import RouteComponent7, { config as HandleConfig7 } from "/work/h-dup/admin-extensions/src/admin/routes/meta-masters/page.tsx"
import RouteComponent8, { config as HandleConfig8 } from "/work/h-dup/admin-extensions/src/admin/routes/product-categories-grid/page.tsx"
import RouteComponent9, { config as HandleConfig9 } from "/work/h-dup/admin-extensions/src/admin/routes/reviews/page.tsx"
import RouteComponent10, { config as HandleConfig10 } from "/work/h-dup/admin-extensions/src/admin/routes/service-orders/page.tsx"
import RouteComponent11 from "/work/h-dup/admin-extensions/src/admin/routes/service-prices/page.tsx"
import RouteComponent12, { config as HandleConfig12 } from "/work/h-dup/admin-extensions/src/admin/routes/shipping-rates/page.tsx"
import RouteComponent13, { config as HandleConfig13 } from "/work/h-dup/admin-extensions/src/admin/routes/type-categories/page.tsx"
import RouteComponent14 from "/work/h-dup/admin-extensions/src/admin/routes/buyout-catalogue/[id]/page.tsx"
import RouteComponent15 from "/work/h-dup/admin-extensions/src/admin/routes/buyouts/[id]/page.tsx"
import RouteComponent16 from "/work/h-dup/admin-extensions/src/admin/routes/meta-masters/[id]/page.tsx"
import RouteComponent17 from "/work/h-dup/admin-extensions/src/admin/routes/service-prices/[id]/page.tsx"
import RouteComponent18 from "/work/h-dup/admin-extensions/src/admin/routes/service-orders/[id]/page.tsx"

const routeModule = { routes: [
    {
    Component: RouteComponent0,
    path: "/bank-statements",
    handle: { label: HandleConfig0.label, translationNs: HandleConfig0.translationNs }
  },
{
    Component: RouteComponent1,
    path: "/barems",
    handle: { label: HandleConfig1.label, translationNs: HandleConfig1.translationNs }
  },
{
    Component: RouteComponent2,
    path: "/buyout-catalogue",
    handle: { label: HandleConfig2.label, translationNs: HandleConfig2.translationNs }
  },
{
    Component: RouteComponent3,
    path: "/buyouts",
    handle: { label: HandleConfig3.label, translationNs: HandleConfig3.translationNs }
  },
{
    Component: RouteComponent4,
    path: "/cdn-purge",
    handle: { label: HandleConfig4.label, translationNs: HandleConfig4.translationNs }
  },
{
    Component: RouteComponent5,
    path: "/delivery-timeslots",
    handle: { label: HandleConfig5.label, translationNs: HandleConfig5.translationNs }
  },
{
    Component: RouteComponent6,
    path: "/item-extras",
    handle: { label: HandleConfig6.label, translationNs: HandleConfig6.translationNs }
  },
{
    Component: RouteComponent7,
    path: "/meta-masters",
    handle: { label: HandleConfig7.label, translationNs: HandleConfig7.translationNs }
  },
{
    Component: RouteComponent8,
    path: "/product-categories-grid",
    handle: { label: HandleConfig8.label, translationNs: HandleConfig8.translationNs }
  },
{
    Component: RouteComponent9,
    path: "/reviews",
    handle: { label: HandleConfig9.label, translationNs: HandleConfig9.translationNs }
  },
{
    Component: RouteComponent10,
    path: "/service-orders",
    handle: { label: HandleConfig10.label, translationNs: HandleConfig10.translationNs }
  },
{
    Component: RouteComponent11,
    path: "/service-prices"
  },
{
    Component: RouteComponent12,
    path: "/shipping-rates",
    handle: { label: HandleConfig12.label, translationNs: HandleConfig12.translationNs }
  },
{
    Component: RouteComponent13,
    path: "/type-categories",
    handle: { label: HandleConfig13.label, translationNs: HandleConfig13.translationNs }
  },
{
    Component: RouteComponent14,
    path: "/buyout-catalogue/:id"
  },
{
    Component: RouteComponent15,
    path: "/buyouts/:id"
  },
{
    Component: RouteComponent16,
    path: "/meta-masters/:id"
  },
{
    Component: RouteComponent17,
    path: "/service-prices/:id"
  },
{
    Component: RouteComponent18,
    path: "/service-orders/:id"
  }
]
 }
    import { config as RouteConfig0 } from "/work/h-dup/admin-extensions/src/admin/routes/bank-statements/page.tsx"
import { config as RouteConfig1 } from "/work/h-dup/admin-extensions/src/admin/routes/barems/page.tsx"
import { config as RouteConfig2 } from "/work/h-dup/admin-extensions/src/admin/routes/buyout-catalogue/page.tsx"
import { config as RouteConfig3 } from "/work/h-dup/admin-extensions/src/admin/routes/buyouts/page.tsx"
import { config as RouteConfig4 } from "/work/h-dup/admin-extensions/src/admin/routes/cdn-purge/page.tsx"
import { config as RouteConfig5 } from "/work/h-dup/admin-extensions/src/admin/routes/delivery-timeslots/page.tsx"
import { config as RouteConfig6 } from "/work/h-dup/admin-extensions/src/admin/routes/item-extras/page.tsx"
import { config as RouteConfig7 } from "/work/h-dup/admin-extensions/src/admin/routes/meta-masters/page.tsx"
import { config as RouteConfig8 } from "/work/h-dup/admin-extensions/src/admin/routes/product-categories-grid/page.tsx"
import { config as RouteConfig9 } from "/work/h-dup/admin-extensions/src/admin/routes/reviews/page.tsx"
import { config as RouteConfig10 } from "/work/h-dup/admin-extensions/src/admin/routes/service-orders/page.tsx"
import { config as RouteConfig12 } from "/work/h-dup/admin-extensions/src/admin/routes/shipping-rates/page.tsx"
import { config as RouteConfig13 } from "/work/h-dup/admin-extensions/src/admin/routes/type-categories/page.tsx"

const menuItemModule = { menuItems: [
    {
    label: RouteConfig0.label,
    icon: RouteConfig0.icon,
    path: "/bank-statements",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig0.translationNs
  },
{
    label: RouteConfig1.label,
    icon: RouteConfig1.icon,
    path: "/barems",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig1.translationNs
  },
{
    label: RouteConfig2.label,
    icon: RouteConfig2.icon,
    path: "/buyout-catalogue",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig2.translationNs
  },
{
    label: RouteConfig3.label,
    icon: RouteConfig3.icon,
    path: "/buyouts",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig3.translationNs
  },
{
    label: RouteConfig4.label,
    icon: RouteConfig4.icon,
    path: "/cdn-purge",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig4.translationNs
  },
{
    label: RouteConfig5.label,
    icon: RouteConfig5.icon,
    path: "/delivery-timeslots",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig5.translationNs
  },
{
    label: RouteConfig6.label,
    icon: RouteConfig6.icon,
    path: "/item-extras",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig6.translationNs
  },
{
    label: RouteConfig7.label,
    icon: RouteConfig7.icon,
    path: "/meta-masters",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig7.translationNs
  },
{
    label: RouteConfig8.label,
    icon: RouteConfig8.icon,
    path: "/product-categories-grid",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig8.translationNs
  },
{
    label: RouteConfig9.label,
    icon: RouteConfig9.icon,
    path: "/reviews",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig9.translationNs
  },
{
    label: RouteConfig10.label,
    icon: RouteConfig10.icon,
    path: "/service-orders",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig10.translationNs
  },
{
    label: RouteConfig12.label,
    icon: RouteConfig12.icon,
    path: "/shipping-rates",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig12.translationNs
  },
{
    label: RouteConfig13.label,
    icon: RouteConfig13.icon,
    path: "/type-categories",
    nested: undefined,
    rank: undefined,
    translationNs: RouteConfig13.translationNs
  }
]
 }
    

const formModule = { customFields: {
  
} }
    

const displayModule = { 
    displays: {
      
    }
   }
    import { deepMerge } from "@medusajs/admin-shared"
import i18nTranslations0 from "/work/h-dup/admin-extensions/src/admin/i18n/index.ts"

const i18nModule = { resources: i18nTranslations0 }
    

const cellRendererModule = {}
    

const layoutModule = { layouts: [
  
] }
    

const searchEntityModule = {}

    const plugin = {
      widgetModule,
      routeModule,
      menuItemModule,
      formModule,
      displayModule,
      i18nModule,
      cellRendererModule,
      layoutModule,
      searchEntityModule
    }

    export default plugin
    