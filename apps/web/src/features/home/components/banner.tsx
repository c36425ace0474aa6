import { type PointerEvent, useRef, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";

const slides = [
  {
    img: "/images/banner/slide-1.svg",
    title: "Ride further on parts that last",
    text: "Drivetrains, wheels and brakes for road and gravel.",
  },
  {
    img: "/images/banner/slide-2.svg",
    title: "Built for the trail",
    text: "Tires, pedals and derailleurs that shrug off mud.",
  },
  {
    img: "/images/banner/slide-3.svg",
    title: "Stock your workshop",
    text: "Order in bulk at workshop prices, shipped fast.",
  },
];

/** A drag shorter than this is a click, not a swipe. */
const SWIPE_PX = 40;

/**
 * The spec's carousel: one slide in view, 30 px apart, looping, 300 ms slides, arrows and
 * clickable pagination, and a swipe on touch screens. Our own few lines instead of a carousel
 * library keep the home page's JavaScript light (docs/decisions/0005).
 */
export function Banner() {
  const [current, setCurrent] = useState(0);
  // Before the scripts run, a click on an arrow or a dot would do nothing: they wait till then.
  const working = useHydrated();
  const dragStart = useRef<number | null>(null);
  const show = (i: number) => setCurrent((i + slides.length) % slides.length);

  const onPointerDown = (e: PointerEvent) => {
    dragStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (dragStart.current === null) return;
    const moved = e.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) show(current + (moved < 0 ? 1 : -1));
  };

  return (
    <section
      id="banner"
      aria-label="Featured offers"
      aria-roledescription="carousel"
      className="relative overflow-hidden"
    >
      <div
        className="flex touch-pan-y gap-[30px] transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(calc(${-current} * (100% + 30px)))` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
      >
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (the WAI-ARIA carousel pattern); a fieldset is for form controls
          <div
            key={s.img}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-current={i === current ? "true" : undefined}
            // Slides out of view are neither tab stops nor read out.
            inert={i !== current}
            aria-hidden={i !== current ? "true" : undefined}
            className="relative w-full shrink-0"
          >
            <img
              src={s.img}
              alt=""
              width={1200}
              height={500}
              draggable={false}
              loading={i === 0 ? "eager" : "lazy"}
              className="h-[60vh] max-h-[500px] w-full object-cover"
              fetchPriority={i === 0 ? "high" : "auto"}
            />
            {/* White text stays at 4.5:1 or more over the brightest of the picture (the sun, the
                orange frame): a phone's text spans the picture, so it is darkened all over; a wide
                screen's sits on the left, darkened most. */}
            <div className="absolute inset-0 flex flex-col items-start justify-center gap-4 bg-black/55 px-14 text-white md:bg-transparent md:bg-linear-to-r md:from-black/70 md:via-black/45 md:to-black/10 md:px-20">
              <h2 className="max-w-lg text-3xl font-bold md:text-5xl">{s.title}</h2>
              <p className="max-w-md text-lg">{s.text}</p>
              {/* The spec's button does nothing. */}
              <button type="button" className="btn btn-primary">
                Buy Bow
              </button>
            </div>
          </div>
        ))}
      </div>
      <button
        type="button"
        aria-label="Previous slide"
        disabled={!working}
        onClick={() => show(current - 1)}
        className="btn btn-circle btn-ghost absolute top-1/2 left-2 -translate-y-1/2 text-3xl text-white hover:bg-black/40 disabled:invisible"
      >
        ‹
      </button>
      <button
        type="button"
        aria-label="Next slide"
        disabled={!working}
        onClick={() => show(current + 1)}
        className="btn btn-circle btn-ghost absolute top-1/2 right-2 -translate-y-1/2 text-3xl text-white hover:bg-black/40 disabled:invisible"
      >
        ›
      </button>
      <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 gap-1">
        {slides.map((s, i) => (
          <button
            key={s.img}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === current ? "true" : undefined}
            disabled={!working}
            onClick={() => show(i)}
            className="grid size-6 place-items-center"
          >
            <span className={`block size-2.5 rounded-full ${i === current ? "bg-white" : "bg-white/50"}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
