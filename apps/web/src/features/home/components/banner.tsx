import { Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";

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

export function Banner() {
  return (
    <section id="banner" aria-label="Featured offers">
      <Swiper
        modules={[Navigation, Pagination]}
        slidesPerView={1}
        spaceBetween={30}
        loop
        speed={300}
        pagination={{ clickable: true }}
        navigation
        className="banner-swiper"
      >
        {slides.map((s, i) => (
          <SwiperSlide key={s.img}>
            <div className="relative">
              <img
                src={s.img}
                alt=""
                width={1200}
                height={500}
                className="h-[60vh] max-h-[500px] w-full object-cover"
                fetchPriority={i === 0 ? "high" : "auto"}
              />
              <div className="absolute inset-0 flex flex-col items-start justify-center gap-4 bg-black/30 px-10 text-white md:px-20">
                <h2 className="max-w-lg text-3xl font-bold md:text-5xl">{s.title}</h2>
                <p className="max-w-md text-lg">{s.text}</p>
                {/* The spec's button does nothing. */}
                <button type="button" className="btn btn-primary">
                  Buy Bow
                </button>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
